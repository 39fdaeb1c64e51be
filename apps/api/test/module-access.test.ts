import { describe, expect, it } from 'vitest';
import {
  isProtectedForMaster,
  moduleAccess,
  MODULES,
  ROLE_DEFAULT_PERMISSIONS,
  type Module,
} from '@tenho/domain/auth/permissions';
import { ROLES, type Role } from '@tenho/domain/auth/roles';
import { useTestApp } from './app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from './factories.ts';

/**
 * Spec §6 / architecture §5.18: a module's `{module}.access` closes its whole API. Each route of the
 * OpenAPI document belongs to the module of its tag; a route whose tag names no module fails the
 * sweep unless it is listed here.
 */
const MODULE_OF_TAG: Record<string, Module> = {
  users: 'user',
  profiles: 'profile',
  'franchise-units': 'franchise',
  categories: 'category',
  messages: 'message',
  // Dead letters of the WhatsApp outbox (the Mensagens screen); the webhook itself is excluded below.
  whatsapp: 'message',
  simulator: 'message',
  dashboards: 'dashboard',
  documents: 'document',
  audit: 'system',
  system: 'system',
  financial: 'financial',
  wallet: 'wallet',
  settings: 'setting',
  permissions: 'permission',
  reports: 'report',
};

/** Routes outside every module: public, the session itself, or read by every signed-in person. */
const OUTSIDE_MODULES = new Set([
  // Public: probes, sign-up and sign-in, the register form's franchise list, avatars by hash.
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/franchise-units',
  'GET /api/uploads/avatars/{file}',
  // Meta's webhook (verify token / HMAC signature, no session).
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  // A PSP's API Pix webhook (the unguessable token in the path is the credential, no session).
  'POST /api/webhooks/pix/{token}/pix',
  // The caller's own session: who am I, sign out, my sessions, my live events.
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'GET /api/events',
  // The network's settings every panel reads (a company sees the credit value it pays per lead);
  // changing them is the setting module's (POST /api/settings).
  'GET /api/settings',
  // The public /privacidade page's notice (controller, encarregado, retention; issue 31).
  'GET /api/privacy/notice',
  // The caller's own data and account closure (LGPD Art. 18; issue 31 point 6): a right, not a module.
  'GET /api/profile/export',
  'GET /api/profile/closure',
  'POST /api/profile/closure',
  'DELETE /api/profile/closure',
]);

type Route = { method: string; path: string; tags: string[] };

const t = useTestApp();

async function documentedRoutes(): Promise<Route[]> {
  const document = (await t.call('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tags: operation.tags ?? [],
    })),
  );
}

/** The module of each route not excluded; throws for a route that cannot be mapped. */
function routesByModule(routes: Route[]): Map<Module, Route[]> {
  const byModule = new Map<Module, Route[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (OUTSIDE_MODULES.has(key)) continue;
    const modules = new Set(route.tags.map((tag) => MODULE_OF_TAG[tag]));
    const [module] = modules;
    if (modules.size !== 1 || !module)
      throw new Error(`${key} (tags ${route.tags.join(', ')}) maps to no single module`);
    byModule.set(module, [...(byModule.get(module) ?? []), route]);
  }
  return byModule;
}

const call = (route: Route, token: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/\{[^}]+\}/g, '1'),
    headers: bearer(token),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

/** The roles holding the module's `.access` by default (MASTER's protected ones cannot be turned off). */
function rolesWithAccess(module: Module): Role[] {
  const access = moduleAccess(module);
  return ROLES.filter(
    (role) =>
      ROLE_DEFAULT_PERMISSIONS[role].includes(access) && !(role === 'MASTER' && isProtectedForMaster(access)),
  );
}

describe("a module's .access closes its whole API", () => {
  it('maps every documented route to a module or to the short list outside them', async () => {
    const routes = await documentedRoutes();
    // A sweep over nothing would prove nothing.
    expect(routes.length).toBeGreaterThanOrEqual(60);
    const byModule = routesByModule(routes);
    for (const module of MODULES) expect(byModule.get(module)?.length ?? 0, module).toBeGreaterThan(0);
    // Every excluded route really exists (a renamed route must not slip out of the sweep).
    const documented = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const key of OUTSIDE_MODULES) expect(documented.has(key), key).toBe(true);
  });

  it("answers 403 on every route of the module on the very next request after a role's .access is turned off", async () => {
    const byModule = routesByModule(await documentedRoutes());
    const master = await createUser(t.db, { role: 'MASTER' });
    const masterToken = await loginAs(t.app, master);
    const unit = await createUnit(t.db);
    const company = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });

    const person = async (role: Role): Promise<TestUser> => {
      if (role === 'USER') return createUser(t.db, { role, unitId: unit.id, parentId: company.id });
      return createUser(t.db, { role, unitId: role === 'MASTER' ? null : unit.id });
    };

    let combinations = 0;
    for (const module of MODULES) {
      const routes = byModule.get(module) ?? [];
      for (const role of rolesWithAccess(module)) {
        combinations += 1;
        const user = await person(role);
        const token = await loginAs(t.app, user);
        // With the module open, some read of it answers this role (so the 403 below is the toggle's).
        const reads = routes.filter((r) => r.method === 'GET');
        let opened = reads.length === 0;
        for (const route of reads) {
          if ((await call(route, token)).statusCode !== 403) {
            opened = true;
            break;
          }
        }
        expect(opened, `${role} reaches ${module} before the change`).toBe(true);

        // Turned off for this user through the real API (an override: it wins over the role's link).
        const saved = await t.call('PATCH', `/api/users/${user.id}`, masterToken, {
          permission_override: { [moduleAccess(module)]: false },
        });
        expect(saved.statusCode, `${role} ${module}: ${saved.body}`).toBe(200);

        for (const route of routes) {
          const response = await call(route, token);
          expect(
            response.statusCode,
            `${role} without ${moduleAccess(module)}: ${route.method} ${route.path}`,
          ).toBe(403);
          expect(response.json()).toMatchObject({ code: 'auth.forbidden' });
        }
      }
    }
    // Each module with a role to test was tested: MASTER's protected setting/permission are the only gaps.
    expect(combinations).toBeGreaterThanOrEqual(25);
  });
});
