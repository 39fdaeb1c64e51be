import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryCoverage } from '@tenho/domain/categories/categories.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { AdminCategoriesPage } from './admin-categories-page';

const COVERAGE: CategoryCoverage[] = [
  {
    id: 1,
    name: 'Eletricista',
    code: 'eletricista',
    groupName: 'Serviços',
    is_active: true,
    activeCompanies: 3,
  },
  { id: 2, name: 'Encanador', code: 'encanador', groupName: 'Serviços', is_active: true, activeCompanies: 0 },
  { id: 3, name: 'Padaria', code: 'padaria', groupName: 'Alimentação', is_active: true, activeCompanies: 1 },
  { id: 4, name: 'Açougue', code: 'acougue', groupName: 'Alimentação', is_active: false, activeCompanies: 0 },
];

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);

describe('/admin/categorias (coverage)', () => {
  it('ADMIN: its unit, the gaps in amber, filter and sort', async () => {
    signInAs({ role: 'ADMIN', unit_id: 5, unit: { id: 5, name: 'Tenho Centro' } });
    const calls = mockFetch(() => ({ body: COVERAGE }));
    const user = userEvent.setup();
    renderWithProviders(<AdminCategoriesPage />);

    await screen.findByRole('table');
    expect(calls[0]?.url).toBe('/api/categories/coverage');
    expect(screen.getByText('Tenho Centro')).toBeInTheDocument();
    expect(screen.getByText('1 categoria ativa está sem cobertura')).toBeInTheDocument();
    // Only the active category with no company is a gap; the inactive one is just marked inactive.
    const encanador = screen.getByText('Encanador').closest('tr')!;
    expect(within(encanador).getByText('Sem cobertura')).toBeInTheDocument();
    expect(
      within(screen.getByText('Açougue').closest('tr')!).queryByText('Sem cobertura'),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Empresas ativas' }));
    expect(screen.getByRole('columnheader', { name: 'Empresas ativas' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(rowNames().slice(2)).toEqual(['Padaria', 'Eletricista']);
    await user.click(screen.getByRole('button', { name: 'Empresas ativas' }));
    expect(rowNames()[0]).toBe('Eletricista');

    await user.click(screen.getByRole('checkbox', { name: 'Somente sem cobertura' }));
    expect(rowNames()).toEqual(['Encanador']);
  });

  it('MASTER sees the whole network, then picks a unit', async () => {
    signInAs({ role: 'MASTER', unit_id: null });
    const calls = mockFetch((call) =>
      call.url.startsWith('/api/franchise-units?')
        ? {
            body: [
              { id: 7, name: 'Tenho Norte' },
              { id: 8, name: 'Tenho Sul' },
            ],
          }
        : { body: call.url.endsWith('unit_id=8') ? [] : COVERAGE },
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminCategoriesPage />);
    await screen.findByRole('table');
    expect(calls.map((c) => c.url)).toContain('/api/categories/coverage');
    expect(screen.getByText(/da rede toda/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unidade' }), 'Tenho Sul');
    expect(await screen.findByText('Nenhuma categoria no catálogo')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/categories/coverage?unit_id=8');
    expect(screen.getByRole('link', { name: 'Cadastrar categorias' })).toHaveAttribute(
      'href',
      '/master/categorias',
    );
  });

  it("MASTER: the unit list failing says 'Erro ao carregar lista de franquias' and retries", async () => {
    signInAs({ role: 'MASTER', unit_id: null });
    let unitsFail = true;
    mockFetch((call) =>
      call.url.startsWith('/api/franchise-units?')
        ? unitsFail
          ? { status: 500, body: { code: 'internal', message: 'Falha interna' } }
          : { body: [{ id: 7, name: 'Tenho Norte' }] }
        : { body: COVERAGE },
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminCategoriesPage />);

    expect(await screen.findByText('Erro ao carregar lista de franquias')).toBeInTheDocument();
    // The coverage of the whole network still shows.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    unitsFail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Tenho Norte' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar lista de franquias')).not.toBeInTheDocument();
  });
});
