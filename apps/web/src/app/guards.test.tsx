import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@tenho/domain/auth/roles';
import { LocationProbe, signInAs } from '@/test/render';
import { act } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { PANEL_ROLES, RequirePage, RequireRole } from './guards';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Página inicial</p>} />
        {(Object.keys(PANEL_ROLES) as Array<keyof typeof PANEL_ROLES>).map((panel) => (
          <Route
            key={panel}
            path={`/${panel}/*`}
            element={
              <RequireRole roles={PANEL_ROLES[panel]}>
                <p>Painel {panel}</p>
              </RequireRole>
            }
          />
        ))}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const CASES: Array<[Role | null, string, boolean]> = [
  [null, '/master', false],
  [null, '/admin', false],
  [null, '/client', false],
  [null, '/user', false],
  ['MASTER', '/master', true],
  ['MASTER', '/admin', true],
  ['MASTER', '/client', false],
  ['MASTER', '/user', false],
  ['ADMIN', '/admin', true],
  ['ADMIN', '/master', false],
  ['ADMIN', '/client', false],
  ['CLIENT', '/client', true],
  ['CLIENT', '/admin', false],
  ['CLIENT', '/master', false],
  ['USER', '/user', true],
  ['USER', '/master', false],
  ['USER', '/client', false],
];

describe('route guards (spec §2)', () => {
  it.each(CASES)('%s visiting %s → allowed: %s', (role, path, allowed) => {
    if (role) signInAs({ role });
    renderAt(`${path}/perfil`);
    if (allowed) {
      expect(screen.getByText(`Painel ${path.slice(1)}`)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`${path}/perfil`);
    } else {
      // Silently: no message, just the home page.
      expect(screen.getByText('Página inicial')).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe('/');
    }
  });

  it('a stored user without a token is treated as signed out', () => {
    localStorage.clear();
    signInAs({ role: 'MASTER' }, '');
    renderAt('/master');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="/client" element={<p>Início do painel</p>} />
        <Route
          path="/client/categorias"
          element={
            <RequirePage page="categorias">
              <p>Página de categorias</p>
            </RequirePage>
          }
        />
        <Route
          path="/client/perfil"
          element={
            <RequirePage page="perfil">
              <p>Página de perfil</p>
            </RequirePage>
          }
        />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('page guard (the permission of each page)', () => {
  it('renders a page the user may open', () => {
    signInAs({ role: 'CLIENT', permissions: ['category.access'] });
    renderPage('/client/categorias');
    expect(screen.getByText('Página de categorias')).toBeInTheDocument();
  });

  it("sends a user without the page's permission to the panel's dashboard", () => {
    signInAs({ role: 'CLIENT', permissions: [] });
    renderPage('/client/categorias');
    expect(screen.getByTestId('location').textContent).toBe('/client');
  });

  it('an override wins over the list, both ways', () => {
    signInAs({ role: 'CLIENT', permissions: [], permission_override: { 'category.access': true } });
    renderPage('/client/categorias');
    expect(screen.getByText('Página de categorias')).toBeInTheDocument();
  });

  it('leaves an open page as soon as the session user loses the permission (no reload)', () => {
    signInAs({ role: 'CLIENT', permissions: ['category.access'] });
    renderPage('/client/categorias');
    expect(screen.getByText('Página de categorias')).toBeInTheDocument();
    act(() => useAuthStore.getState().updateUser({ permission_override: { 'category.access': false } }));
    expect(screen.getByTestId('location').textContent).toBe('/client');
    expect(screen.getByText('Início do painel')).toBeInTheDocument();
  });

  it("Perfil needs only the profile module's access (every role holds it by default)", () => {
    signInAs({ role: 'CLIENT', permissions: ['profile.access'] });
    renderPage('/client/perfil');
    expect(screen.getByText('Página de perfil')).toBeInTheDocument();
  });
});
