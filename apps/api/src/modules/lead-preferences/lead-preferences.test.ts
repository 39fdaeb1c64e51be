import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { LEAD_PREFERENCES_MSG } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { auditLog } from '../../db/schema/audit-log.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs, useUnitCast } from '../../../test/factories.ts';
import { createLeadPreferencesService } from './lead-preferences.service.ts';

const t = useTestApp();
const { people, tokens } = useUnitCast(t);

const url = (id: number) => `/api/users/${id}/lead-preferences`;
const get = (token: string, id: number) => t.call('GET', url(id), token);
const put = (token: string, id: number, body: unknown, headers: Record<string, string> = {}) =>
  t.call('PUT', url(id), token, body, headers);

describe('GET /api/users/{id}/lead-preferences', () => {
  it('a company without preferences is always open, not paused, without a cap', async () => {
    const response = await get(tokens.clientA, people.clientA.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"1"');
    expect(response.json<LeadPreferences>()).toEqual({
      paused_until: null,
      auto_paused: false,
      spend_cap: null,
      spent_this_period: 0,
      business_hours: null,
      open_now: true,
      next_open_at: null,
      response: { median_seconds: null, answered_in_15_min: null },
      version: 1,
    });
  });

  it('the company, its unit ADMIN and the MASTER read; every other role and unit gets 404', async () => {
    for (const who of ['clientA', 'adminA', 'master'] as const) {
      expect((await get(tokens[who], people.clientA.id)).statusCode, who).toBe(200);
    }
    for (const who of ['clientA2', 'clientB', 'adminB'] as const) {
      const response = await get(tokens[who], people.clientA.id);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ code: 'lead_preferences.not_found' });
    }
    // Not a company (an ADMIN, a USER) and a missing id: 404 too, even for the MASTER.
    for (const id of [people.adminA.id, people.userOfA.id, 999_999]) {
      expect((await get(tokens.master, id)).statusCode, String(id)).toBe(404);
    }
  });

  it('a USER of the company reads with wallet.access, and gets 404 without it', async () => {
    expect((await get(tokens.userOfA, people.clientA.id)).statusCode).toBe(200);
    // Another company's USER never.
    expect((await get(tokens.userOfA, people.clientA2.id)).statusCode).toBe(404);
    // A USER whose wallet.access is turned off (an override): the module's .access closes its routes.
    const staff = await createUser(t.db, {
      role: 'USER',
      unitId: people.unitA.id,
      parentId: people.clientA.id,
    });
    const [permission] = await t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'wallet.access'));
    await t.db
      .insert(userPermissionOverrides)
      .values({ userId: staff.id, permissionId: permission!.id, enabled: false });
    const token = await loginAs(t.app, staff);
    const closed = await get(token, people.clientA.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('PUT /api/users/{id}/lead-preferences', () => {
  it('saves a cap, business hours and a pause, keeps absent fields, and audits the change', async () => {
    const company = people.clientA2;
    const hours = [
      { weekday: 1, open: '08:00', close: '12:00' },
      { weekday: 1, open: '14:00', close: '18:00' },
      { weekday: 5, open: '18:00', close: '02:00' },
    ];
    const first = await put(tokens.clientA2, company.id, {
      spend_cap: { period: 'week', amount: 50 },
      business_hours: hours,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<LeadPreferences>()).toMatchObject({
      spend_cap: { period: 'week', amount: 50 },
      business_hours: hours,
      paused_until: null,
      version: 2, // created with version 1, changed once
    });
    expect(first.headers.etag).toBe(`W/"${first.json<LeadPreferences>().version}"`);

    const until = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const second = await put(tokens.adminA, company.id, { paused_until: until });
    expect(second.statusCode).toBe(200);
    const body = second.json<LeadPreferences>();
    expect(body.paused_until).toBe(until);
    expect(body.open_now).toBe(false);
    expect(body.next_open_at).not.toBeNull();
    expect(body.spend_cap).toEqual({ period: 'week', amount: 50 });
    expect(body.business_hours).toEqual(hours);

    const indefinite = await put(tokens.master, company.id, { paused_until: 'indefinite' });
    expect(indefinite.json<LeadPreferences>().paused_until).toMatch(/^9999-/);
    expect(indefinite.json<LeadPreferences>().next_open_at).toBeNull();

    const resumed = await put(tokens.clientA2, company.id, {
      paused_until: null,
      spend_cap: null,
      business_hours: null,
    });
    expect(resumed.json<LeadPreferences>()).toMatchObject({
      paused_until: null,
      spend_cap: null,
      business_hours: null,
      open_now: true,
    });

    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'lead_preferences.update'));
    expect(audit.filter((a) => a.entityId === company.id).map((a) => a.actorId)).toEqual([
      people.clientA2.id,
      people.adminA.id,
      people.master.id,
      people.clientA2.id,
    ]);
  });

  it('[] is closed every day, with no next opening', async () => {
    const response = await put(tokens.clientB, people.clientB.id, { business_hours: [] });
    expect(response.json<LeadPreferences>()).toMatchObject({
      business_hours: [],
      open_now: false,
      next_open_at: null,
    });
    await put(tokens.clientB, people.clientB.id, { business_hours: null });
  });

  it('a stale If-Match answers 409 and changes nothing', async () => {
    const read = await get(tokens.clientB, people.clientB.id);
    const etag = read.headers.etag as string;
    expect(
      (
        await put(
          tokens.clientB,
          people.clientB.id,
          { spend_cap: { period: 'month', amount: 100 } },
          { 'if-match': etag },
        )
      ).statusCode,
    ).toBe(200);
    const stale = await put(
      tokens.clientB,
      people.clientB.id,
      { spend_cap: { period: 'month', amount: 5 } },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'record.version_conflict' });
    expect((await get(tokens.clientB, people.clientB.id)).json<LeadPreferences>().spend_cap).toEqual({
      period: 'month',
      amount: 100,
    });
    await put(tokens.clientB, people.clientB.id, { spend_cap: null });
  });

  it('role × unit: a USER may not change (403); other companies and units get 404', async () => {
    const forbidden = await put(tokens.userOfA, people.clientA.id, { paused_until: 'indefinite' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'lead_preferences.forbidden' });
    for (const who of ['clientA2', 'clientB', 'adminB'] as const) {
      expect(
        (await put(tokens[who], people.clientA.id, { paused_until: 'indefinite' })).statusCode,
        who,
      ).toBe(404);
    }
    expect((await get(tokens.clientA, people.clientA.id)).json<LeadPreferences>().paused_until).toBeNull();
  });

  it('refuses bad input with a pt-BR message', async () => {
    const cases: [unknown, string][] = [
      [{ spend_cap: { period: 'day', amount: 10 } }, LEAD_PREFERENCES_MSG.capPeriod],
      [{ spend_cap: { period: 'week', amount: 0.5 } }, LEAD_PREFERENCES_MSG.capAmountMin],
      [{ spend_cap: { period: 'week', amount: 10.555 } }, LEAD_PREFERENCES_MSG.capAmountDecimals],
      [{ business_hours: [{ weekday: 7, open: '08:00', close: '18:00' }] }, LEAD_PREFERENCES_MSG.weekday],
      [{ business_hours: [{ weekday: 1, open: '8h', close: '18:00' }] }, LEAD_PREFERENCES_MSG.time],
      [{ business_hours: [{ weekday: 1, open: '24:00', close: '18:00' }] }, LEAD_PREFERENCES_MSG.time],
      [{ business_hours: [{ weekday: 1, open: '08:00', close: '08:00' }] }, LEAD_PREFERENCES_MSG.sameTime],
      [
        {
          business_hours: [
            { weekday: 2, open: '06:00', close: '08:00' },
            { weekday: 2, open: '09:00', close: '10:00' },
            { weekday: 2, open: '11:00', close: '12:00' },
          ],
        },
        LEAD_PREFERENCES_MSG.tooManyIntervals,
      ],
      [{ paused_until: 'amanhã' }, LEAD_PREFERENCES_MSG.pausedUntilInvalid],
      [{ paused_until: '2020-01-01T00:00:00Z' }, LEAD_PREFERENCES_MSG.pausedUntilPast],
    ];
    for (const [body, message] of cases) {
      const response = await put(tokens.clientA, people.clientA.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    // Unknown fields are refused, not silently dropped.
    const extra = await put(tokens.clientA, people.clientA.id, { auto_paused: true });
    expect(extra.statusCode).toBe(400);
    const bad = await t.call(
      'PUT',
      url(people.clientA.id),
      tokens.clientA,
      { spend_cap: null },
      { 'if-match': 'banana' },
    );
    expect(bad.statusCode).toBe(400);
    expect((await get(tokens.clientA, people.clientA.id)).json<LeadPreferences>()).toMatchObject({
      spend_cap: null,
      paused_until: null,
      business_hours: null,
    });
  });
});

describe('why a company was not offered a request', () => {
  const service = createLeadPreferencesService({ db: t.db });
  const opensAt = new Date('2026-11-30T11:00:00Z');
  const view = {
    companies: [1, 2, 3, 4, 5, 6].map((id) => ({ id, balanceCents: id === 4 ? 0 : 1000 })),
    unavailable: new Map([
      [1, { reason: 'paused' as const, opensAt: null }],
      [2, { reason: 'closed' as const, opensAt }],
      [3, { reason: 'cap_reached' as const, opensAt: null }],
    ]),
  };

  it('gives its own choices first, then balance, the alert backlog and the rotation', () => {
    const result = service.explainNotOffered(view, {
      requests: [{ messageId: 10, offered: [6] }],
      offeredBefore: new Set(),
      creditValueCents: 30,
      backlogged: (id) => id === 5,
    });
    expect(result.rows.map((r) => [r.companyId, r.reason])).toEqual([
      [1, 'paused'],
      [2, 'closed'],
      [3, 'cap_reached'],
      [4, 'no_balance'],
      [5, 'backlog'],
    ]);
    expect(result.closedUntil.size).toBe(0);
  });

  it('leaves out companies offered before, and says when the first opens only when all are closed or paused', () => {
    const closedOrPaused = { companies: view.companies.slice(0, 2), unavailable: view.unavailable };
    const result = service.explainNotOffered(closedOrPaused, {
      requests: [{ messageId: 11, offered: [] }],
      offeredBefore: new Set(['11:1']),
      creditValueCents: 30,
      backlogged: () => false,
    });
    expect(result.rows).toEqual([{ messageId: 11, companyId: 2, reason: 'closed' }]);
    expect(result.closedUntil.get(11)).toEqual(opensAt);
    // A company left out for another reason (here the rotation) means it was not a matter of hours.
    const mixed = service.explainNotOffered(view, {
      requests: [{ messageId: 12, offered: [] }],
      offeredBefore: new Set(),
      creditValueCents: 30,
      backlogged: () => false,
    });
    expect(mixed.rows.find((r) => r.companyId === 6)?.reason).toBe('rotation');
    expect(mixed.closedUntil.size).toBe(0);
  });
});
