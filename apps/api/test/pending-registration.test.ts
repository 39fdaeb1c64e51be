import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { useTestApp } from './app.ts';
import { createUnit, createUser, loginAs, TEST_PASSWORD } from './factories.ts';

const t = useTestApp();

/**
 * Issue 20 §9 and issue 29 §4: the MASTER dashboard's 'Leads … aguardando confirmação' counts the
 * leads (companies that registered themselves) still waiting, so it never exceeds 'Leads'; the
 * Usuários card 'Aguardando Ativação' counts every company still waiting for its activation, the
 * leads among them and those an ADMIN created inactive.
 */
describe('one definition of a pending registration', () => {
  it('the dashboard counts the waiting leads, Usuários every company waiting for activation', async () => {
    const unit = await createUnit(t.db);
    const master = await createUser(t.db, { role: 'MASTER' });
    const token = await loginAs(t.app, master);

    // A company that registered itself (a lead, PENDING_CONFIRMATION, inactive, never signed in).
    const registered = await t.call('POST', '/api/auth/register', undefined, {
      name: 'Empresa Cadastrada',
      email: `cadastro.${Date.now()}@example.com`,
      phone: '11987654321',
      password: TEST_PASSWORD,
      unit_id: unit.id,
      terms_accepted: true,
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    // A company an ADMIN created inactive (no lead status): it waits for its activation too.
    await createUser(t.db, { role: 'CLIENT', unitId: unit.id, isActive: false });
    // Neither of these waits: an active company, and one used and then switched off.
    await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    const used = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    await t.db.update(users).set({ isActive: false, lastLoginAt: new Date() }).where(eq(users.id, used.id));

    const dashboard = await t.call('GET', '/api/users/stats/master', token);
    expect(dashboard.statusCode).toBe(200);
    const list = await t.call('GET', '/api/users?role=CLIENT', token);
    expect(list.statusCode).toBe(200);

    const { pendingLeads, totalLeads } = dashboard.json().stats as {
      pendingLeads: number;
      totalLeads: number;
    };
    expect(pendingLeads).toBe(1);
    expect(totalLeads).toBeGreaterThanOrEqual(pendingLeads);
    expect(list.json().counts.pending_activation).toBe(2);
  });
});
