import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_HEADER,
  AUDIT_MSG,
  AUDIT_WINDOW_MAX,
  auditLogResponseSchema,
  type AuditLogResponse,
} from '@tenho/domain/audit/audit.schemas';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

const t = useTestApp();

let master: TestUser;
let ana: TestUser;
let masterToken: string;
/** A made-up area, so these rows never mix with what logins and other calls write. */
const AREA = 'zeta_test';

const list = async (query = '', token = masterToken): Promise<AuditLogResponse> => {
  const response = await t.call('GET', `/api/audit-log${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return auditLogResponseSchema.parse(response.json());
};

beforeAll(async () => {
  const unit = await createUnit(t.db);
  master = await createUser(t.db, { role: 'MASTER', name: 'Dona Master' });
  ana = await createUser(t.db, {
    role: 'ADMIN',
    unitId: unit.id,
    name: 'Ana Conceição',
    email: 'ana.log@teste.com.br',
  });
  masterToken = await loginAs(t.app, master);
  // Known rows, at known times (Brasília is UTC-3): 14/01 23:30 local is 15/01 02:30 UTC.
  await t.db.insert(auditLog).values([
    {
      actorId: ana.id,
      action: `${AREA}.create`,
      entity: 'franchise_unit',
      entityId: 7,
      ip: '203.0.113.9',
      data: { name: '=HYPERLINK("x")', note: 'a;b' },
      createdAt: new Date('2024-01-15T02:30:00Z'),
    },
    {
      actorId: master.id,
      action: `${AREA}.update`,
      entity: 'franchise_unit',
      entityId: 7,
      ip: '198.51.100.1',
      data: null,
      createdAt: new Date('2024-01-16T12:00:05Z'),
    },
    {
      actorId: null,
      action: `${AREA}.delete`,
      entity: 'user',
      entityId: 99,
      ip: null,
      data: { reason: 'teste' },
      createdAt: new Date('2024-01-20T12:00:00Z'),
    },
  ]);
});

describe('GET /api/audit-log', () => {
  it('lists who did what to which record, when and from where, newest first', async () => {
    const page = await list(`?action=${AREA}`);
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 20 });
    expect(page.entries.map((e) => e.action)).toEqual([`${AREA}.delete`, `${AREA}.update`, `${AREA}.create`]);
    expect(page.entries[2]).toEqual({
      id: expect.any(Number),
      created_at: '2024-01-15T02:30:00.000Z',
      action: `${AREA}.create`,
      actor: { id: ana.id, email: 'ana.log@teste.com.br', name: 'Ana Conceição' },
      entity: 'franchise_unit',
      entity_id: 7,
      ip: '203.0.113.9',
      data: { name: '=HYPERLINK("x")', note: 'a;b' },
    });
    expect(page.entries[0]!.actor).toBeNull();
  });

  it('records the changes made through the API, with the IP of the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/franchise-units',
      headers: bearer(masterToken),
      remoteAddress: '192.0.2.44',
      payload: { name: 'Franquia do Log', code: 'franquia-do-log', city: 'Recife', state: 'PE' },
    });
    expect(response.statusCode).toBe(201);
    const page = await list(
      `?action=franchise_units.create&target=franchise_unit&target_id=${response.json().id}`,
    );
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ actor: { email: master.email }, ip: '192.0.2.44' });
  });

  it('filters by actor (e-mail or name, accents folded), action or area, target and period', async () => {
    const actions = async (query: string) =>
      (await list(`${query}&action=${AREA}`)).entries.map((e) => e.action);
    expect(await actions('?actor=ANA.LOG')).toEqual([`${AREA}.create`]);
    expect(await actions('?actor=conceicao')).toEqual([`${AREA}.create`]);
    expect(await actions('?actor=ninguem-com-esse-nome')).toEqual([]);
    expect((await list(`?action=${AREA}.update`)).entries.map((e) => e.action)).toEqual([`${AREA}.update`]);
    expect(await actions('?target=user')).toEqual([`${AREA}.delete`]);
    expect(await actions('?target=franchise_unit&target_id=7')).toEqual([`${AREA}.update`, `${AREA}.create`]);
    // Days are Brasília days: 02:30 UTC on the 15th is still the 14th.
    expect(await actions('?from=2024-01-14&to=2024-01-14')).toEqual([`${AREA}.create`]);
    expect(await actions('?from=2024-01-15&to=2024-01-16')).toEqual([`${AREA}.update`]);
    expect(await actions('?from=2024-01-17')).toEqual([`${AREA}.delete`]);
    expect(await actions('?to=2024-01-16')).toEqual([`${AREA}.update`, `${AREA}.create`]);
  });

  it('an area or a prefix matches itself and the actions under it, nothing that merely starts alike (the area index of migration 0036)', async () => {
    const area = 'eta_test';
    const written = [
      area,
      `${area}.create`,
      `${area}.top_up`,
      `${area}.top_up.confirm`,
      `${area}.top_upx`,
      `${area}.topxup.confirm`,
      `${area}x.create`,
      `x${area}.create`,
    ];
    await t.db.insert(auditLog).values(
      written.map((action, i) => ({
        action,
        entity: 'system',
        createdAt: new Date(Date.parse('2024-03-01T12:00:00Z') + i * 60_000),
      })),
    );
    const actions = async (action: string) =>
      (await list(`?action=${action}&pageSize=100`)).entries.map((e) => e.action).reverse();
    const under = (prefix: string) => written.filter((a) => a === prefix || a.startsWith(`${prefix}.`));
    expect(await actions(area)).toEqual(under(area));
    expect(await actions(area)).toEqual([
      area,
      `${area}.create`,
      `${area}.top_up`,
      `${area}.top_up.confirm`,
      `${area}.top_upx`,
      `${area}.topxup.confirm`,
    ]);
    expect(await actions(`${area}.top_up`)).toEqual([`${area}.top_up`, `${area}.top_up.confirm`]);
    expect(await actions(`${area}.top_up.confirm`)).toEqual([`${area}.top_up.confirm`]);
    expect(await actions(`${area}x`)).toEqual([`${area}x.create`]);
    expect((await list(`?action=${area}`)).total).toBe(6);
    const csv = await t.call('GET', `/api/audit-log?action=${area}.top_up&format=csv`, masterToken);
    expect(csv.body.slice(1).split('\r\n')).toHaveLength(4); // header, 2 rows, the last line end
  });

  it('pages', async () => {
    const first = await list(`?action=${AREA}&pageSize=2&page=1`);
    const second = await list(`?action=${AREA}&pageSize=2&page=2`);
    expect(first.entries.map((e) => e.action)).toEqual([`${AREA}.delete`, `${AREA}.update`]);
    expect(second.entries.map((e) => e.action)).toEqual([`${AREA}.create`]);
    expect(second.total).toBe(3);
  });

  it('counts no further than the paging window', async () => {
    await t.db.execute(
      sql`insert into audit_log (action, entity, created_at)
          select 'bulk_test.tick', 'system', timestamptz '2023-06-01 12:00Z' + g * interval '1 second'
          from generate_series(1, ${AUDIT_WINDOW_MAX + 5}) as g`,
    );
    const page = await list('?action=bulk_test');
    expect(page.total).toBe(AUDIT_WINDOW_MAX);
    expect(page.totalCapped).toBe(true);
    expect(page.entries[0]!.created_at).toBe(
      new Date(Date.parse('2023-06-01T12:00:00Z') + (AUDIT_WINDOW_MAX + 5) * 1000).toISOString(),
    );
    const deep = await t.call(
      'GET',
      `/api/audit-log?pageSize=100&page=${AUDIT_WINDOW_MAX / 100 + 1}`,
      masterToken,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(AUDIT_MSG.pageTooDeep);
  });

  it('exports CSV for Brazilian spreadsheets: BOM, ";", pt-BR dates, attachment', async () => {
    const response = await t.call('GET', `/api/audit-log?action=${AREA}&format=csv`, masterToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="logs-do-sistema-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(';'));
    expect(lines[1]).toBe(
      `20/01/2024 09:00:00;Sistema;${AREA}.delete;${AREA}.delete;Usuário #99;;"{""reason"":""teste""}"`,
    );
    expect(lines[2]).toBe(
      `16/01/2024 09:00:05;${master.email};${AREA}.update;${AREA}.update;Franquia #7;198.51.100.1;`,
    );
    expect(lines[3]).toBe(
      `14/01/2024 23:30:00;ana.log@teste.com.br;${AREA}.create;${AREA}.create;Franquia #7;203.0.113.9;"{""name"":""=HYPERLINK(\\""x\\"")"",""note"":""a;b""}"`,
    );
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });

  it('labels known actions in the CSV', async () => {
    const response = await t.call(
      'GET',
      '/api/audit-log?action=franchise_units.create&format=csv',
      masterToken,
    );
    expect(response.body).toContain(';Franquia criada;franchise_units.create;Franquia #');
  });

  it('refuses bad filters in Portuguese', async () => {
    const cases: [string, string][] = [
      ['?from=2024-02-01&to=2024-01-01', AUDIT_MSG.dateRangeInvalid],
      ['?from=31/01/2024', AUDIT_MSG.dateInvalid],
      ['?action=DROP%20TABLE', AUDIT_MSG.actionInvalid],
      ['?target=user;1', AUDIT_MSG.targetInvalid],
      ['?format=xlsx', AUDIT_MSG.formatInvalid],
      ['?pageSize=101', AUDIT_MSG.pageSizeInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await t.call('GET', `/api/audit-log${query}`, masterToken);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('is for MASTER only', async () => {
    const unit = await createUnit(t.db);
    const client = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
    const user = await createUser(t.db, { role: 'USER', unitId: unit.id, parentId: client.id });
    for (const person of [ana, client, user]) {
      const response = await t.call('GET', '/api/audit-log', await loginAs(t.app, person));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await t.call('GET', '/api/audit-log')).statusCode).toBe(401);
  });
});
