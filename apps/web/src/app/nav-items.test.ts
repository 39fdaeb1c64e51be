import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { makeUser } from '@/test/render';
import { navItemsFor } from './nav-items';
import { profilePath } from './panel-pages';

const entries = (user: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(user).map((item) => [item.label, item.to]);

describe('sidebar entries by permission (spec §2 table)', () => {
  it('MASTER with every permission sees every entry under /master, in spec order', () => {
    expect(entries(makeUser({ role: 'MASTER', permissions: [...ROLE_DEFAULT_PERMISSIONS.MASTER] }))).toEqual([
      ['Dashboard', '/master'],
      ['Franquias', '/master/franquias'],
      ['Categorias', '/master/categorias'],
      ['Documentos', '/master/documentos'],
      ['Mensagens', '/master/mensagens'],
      ['Simulador', '/master/simulador'],
      ['Financeiro', '/master/financeiro'],
      ['Relatórios', '/master/relatorios'],
      ['Usuários', '/master/usuarios'],
      ['Privacidade', '/master/privacidade'],
      ['Configurações', '/master/configuracoes'],
    ]);
  });

  it('MASTER always sees Configurações, even with an empty list', () => {
    expect(entries(makeUser({ role: 'MASTER', permissions: [] }))).toEqual([
      ['Dashboard', '/master'],
      ['Configurações', '/master/configuracoes'],
    ]);
  });

  it('ADMIN gets /admin paths, Franquias included', () => {
    expect(
      entries(
        makeUser({
          role: 'ADMIN',
          permissions: ['franchise.access', 'user.access', 'user.view', 'setting.access'],
        }),
      ),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Franquias', '/admin/franquias'],
      ['Usuários', '/admin/usuarios'],
      ['Configurações', '/admin/configuracoes'],
    ]);
  });

  it('CLIENT gets its own Usuários and Documentos (architecture §5.6)', () => {
    expect(
      entries(
        makeUser({
          role: 'CLIENT',
          permissions: ['category.access', 'document.access', 'message.access', 'user.access', 'user.view'],
        }),
      ),
    ).toEqual([
      ['Dashboard', '/client'],
      ['Categorias', '/client/categorias'],
      ['Documentos', '/client/documentos'],
      ['Mensagens', '/client/mensagens'],
      ['Usuários', '/client/usuarios'],
    ]);
  });

  it('with the seeded CLIENT defaults the client sees its modules but no network administration', () => {
    const labels = entries(
      makeUser({ role: 'CLIENT', permissions: [...ROLE_DEFAULT_PERMISSIONS.CLIENT] }),
    ).map(([label]) => label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Categorias',
        'Mensagens',
        'Financeiro',
        'Relatórios',
        'Recebimento',
      ]),
    );
    expect(labels).not.toContain('Franquias');
    expect(labels).not.toContain('Configurações');
  });

  it("Privacidade needs Mensagens' message.access and privacy.view, and never reaches a company", () => {
    const labels = (role: 'ADMIN' | 'CLIENT', permissions: string[]) =>
      entries(makeUser({ role, permissions })).map(([label]) => label);
    expect(labels('ADMIN', ['privacy.view'])).not.toContain('Privacidade');
    expect(labels('ADMIN', ['message.access'])).not.toContain('Privacidade');
    expect(labels('ADMIN', ['message.access', 'privacy.view'])).toContain('Privacidade');
    expect(
      entries(makeUser({ role: 'ADMIN', permissions: [...ROLE_DEFAULT_PERMISSIONS.ADMIN] })),
    ).toContainEqual(['Privacidade', '/admin/privacidade']);
    expect(labels('CLIENT', [...ROLE_DEFAULT_PERMISSIONS.CLIENT])).not.toContain('Privacidade');
  });

  it("Usuários needs the module's user.access and user.view (the list's own permissions)", () => {
    const labels = (permissions: string[]) =>
      entries(makeUser({ role: 'ADMIN', permissions })).map(([label]) => label);
    expect(labels(['user.create', 'user.delete'])).not.toContain('Usuários');
    expect(labels(['user.view'])).not.toContain('Usuários');
    expect(labels(['user.access'])).not.toContain('Usuários');
    expect(labels(['user.access', 'user.view'])).toContain('Usuários');
  });

  it("a page's finer permission never opens it without the module's .access", () => {
    const labels = (permissions: string[]) =>
      entries(makeUser({ role: 'ADMIN', permissions })).map(([label]) => label);
    expect(labels(['inbound.create'])).not.toContain('Simulador');
    expect(labels(['message.access', 'inbound.create'])).toContain('Simulador');
  });

  it('an override wins over the list, both ways', () => {
    const user = makeUser({
      role: 'ADMIN',
      permissions: ['report.access', 'message.access'],
      permission_override: { 'report.access': false, 'financial.access': true },
    });
    expect(entries(user).map(([label]) => label)).toEqual(['Dashboard', 'Mensagens', 'Financeiro']);
  });

  it('USER only has the dashboard; entries its panel lacks are not shown as dead links', () => {
    expect(entries(makeUser({ role: 'USER', permissions: ['message.access', 'franchise.access'] }))).toEqual([
      ['Dashboard', '/user'],
    ]);
  });

  it('Perfil lives under the role panel, /admin for anything else', () => {
    expect(['MASTER', 'ADMIN', 'CLIENT', 'USER', 'OUTRO'].map(profilePath)).toEqual([
      '/master/perfil',
      '/admin/perfil',
      '/client/perfil',
      '/user/perfil',
      '/admin/perfil',
    ]);
  });
});
