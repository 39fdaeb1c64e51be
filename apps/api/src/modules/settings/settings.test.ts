import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUnit } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { settings } from '../../db/schema/settings.ts';
import { createSettingsService } from './settings.service.ts';

const t = useTestApp();

/**
 * One call; a 200 answer's `version` (issue 29, checked in lib/record-version.test.ts) is checked
 * against the ETag and taken out, so the settings themselves compare exactly.
 */
const call = async (method: 'GET' | 'POST', token?: string, payload?: unknown) => {
  const response = await t.call(method, '/api/settings', token, payload);
  if (response.statusCode !== 200) return response;
  const { version, ...settings } = response.json<Record<string, unknown>>();
  expect(version).toEqual(expect.any(Number));
  expect(response.headers.etag).toBe(`W/"${String(version)}"`);
  response.json = (() => settings) as typeof response.json;
  return response;
};

const DEFAULTS = {
  creditValue: 0.3,
  offerTtlHours: 24,
  maxCompaniesPerRequest: 5,
  defaultUnitId: null,
  disputeWindowDays: 7,
  ratingDelayMinutes: 1440,
  suggestedTopUp: 50,
  alertBacklogMax: 3,
  pixPspHosts: [],
  consumerDataRetentionDays: 180,
  auditLogRetentionDays: 1825,
  privacyControllerName: 'Tenho',
  privacyContactEmail: '',
  privacyContactPhone: '',
};
/** What GET shows those who may see settings: the values and when the retention job last ran. */
const READ_DEFAULTS = { ...DEFAULTS, privacyRetentionLastRunAt: null };
const FOR_EVERYONE = (creditValue: number) => ({ creditValue, disputeWindowDays: 7 });

let unit: TestUnit;
const tokens = {} as Record<'master' | 'admin' | 'client' | 'user', string>;

beforeAll(async () => {
  unit = await createUnit(t.db);
  const client = await createUser(t.db, { role: 'CLIENT', unitId: unit.id });
  const people = {
    master: await createUser(t.db, { role: 'MASTER' }),
    admin: await createUser(t.db, { role: 'ADMIN', unitId: unit.id }),
    client,
    user: await createUser(t.db, { role: 'USER', unitId: unit.id, parentId: client.id }),
  };
  for (const [name, user] of Object.entries(people))
    tokens[name as keyof typeof tokens] = await loginAs(t.app, user);
});

describe('GET /api/settings', () => {
  it('gives everyone signed in the credit value, and MASTER/ADMIN the routing values too', async () => {
    for (const token of [tokens.client, tokens.user]) {
      const response = await call('GET', token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(FOR_EVERYONE(0.3));
    }
    for (const token of [tokens.master, tokens.admin])
      expect((await call('GET', token)).json()).toEqual(READ_DEFAULTS);
    expect((await call('GET')).statusCode).toBe(401);
  });

  it('shows who may see settings when the privacy retention job last ran', async () => {
    const at = '2026-03-02T06:23:00.000Z';
    await t.db.execute(
      sql`insert into settings (key, value) values ('privacyRetentionLastRunAt', ${JSON.stringify(at)}::jsonb)`,
    );
    try {
      expect((await call('GET', tokens.master)).json()).toMatchObject({ privacyRetentionLastRunAt: at });
      expect((await call('GET', tokens.admin)).json()).toMatchObject({ privacyRetentionLastRunAt: at });
      expect((await call('GET', tokens.client)).json()).toEqual(FOR_EVERYONE(0.3));
    } finally {
      await t.db.execute(sql`delete from settings where key = 'privacyRetentionLastRunAt'`);
    }
  });
});

describe('POST /api/settings', () => {
  it('lets the MASTER change the credit value and the routing values; ADMIN reads them', async () => {
    const response = await call('POST', tokens.master, { creditValue: 0.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULTS, creditValue: 0.5 });
    expect((await call('GET', tokens.admin)).json()).toMatchObject({ creditValue: 0.5 });
    expect((await call('GET', tokens.client)).json()).toEqual(FOR_EVERYONE(0.5));

    const routing = await call('POST', tokens.master, {
      offerTtlHours: 48,
      maxCompaniesPerRequest: 3,
      defaultUnitId: unit.id,
      ratingDelayMinutes: 60,
      alertBacklogMax: 30,
    });
    expect(routing.json()).toEqual({
      creditValue: 0.5,
      offerTtlHours: 48,
      maxCompaniesPerRequest: 3,
      defaultUnitId: unit.id,
      disputeWindowDays: 7,
      ratingDelayMinutes: 60,
      suggestedTopUp: 50,
      alertBacklogMax: 30,
      pixPspHosts: [],
      consumerDataRetentionDays: 180,
      auditLogRetentionDays: 1825,
      privacyControllerName: 'Tenho',
      privacyContactEmail: '',
      privacyContactPhone: '',
    });
    const cleared = await call('POST', tokens.master, { defaultUnitId: null, creditValue: 0 });
    expect(cleared.json()).toMatchObject({ creditValue: 0, defaultUnitId: null });
    expect(await createSettingsService({ db: t.db }).creditValueCents()).toBe(0);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit!.data).toEqual({ creditValue: { from: 0.3, to: 0.5 } });
    await call('POST', tokens.master, {
      creditValue: 0.3,
      offerTtlHours: 24,
      maxCompaniesPerRequest: 5,
      ratingDelayMinutes: 1440,
      alertBacklogMax: 3,
    });
  });

  it('is for who holds setting.edit: ADMIN, CLIENT and USER are refused', async () => {
    for (const token of [tokens.admin, tokens.client, tokens.user]) {
      const response = await call('POST', token, { creditValue: 9 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await call('GET', tokens.master)).json()).toEqual(READ_DEFAULTS);
  });

  it('refuses non-numbers and bad values with pt-BR messages and keeps the settings', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ creditValue: 'abc' }, 'Informe um valor válido'],
      [{ creditValue: '0.30' }, 'Informe um valor válido'],
      [{ creditValue: -1 }, 'O valor do crédito não pode ser negativo'],
      [{ creditValue: 0.305 }, 'Use no máximo 2 casas decimais'],
      [{ creditValue: 1e12 }, 'Valor do crédito acima do limite permitido'],
      [{ offerTtlHours: 0 }, 'Informe o prazo da oferta em horas inteiras, de 1 a 720'],
      [{ maxCompaniesPerRequest: 51 }, 'Informe um número inteiro de empresas, de 1 a 50'],
      [{ defaultUnitId: 'centro' }, 'Selecione uma franquia válida'],
      [{ disputeWindowDays: 0 }, 'Informe o prazo para contestar em dias inteiros, de 1 a 90'],
      [{ disputeWindowDays: 2.5 }, 'Informe o prazo para contestar em dias inteiros, de 1 a 90'],
      [{ disputeWindowDays: 91 }, 'Informe o prazo para contestar em dias inteiros, de 1 a 90'],
      [
        { ratingDelayMinutes: 1.5 },
        'Informe o tempo até o pedido de avaliação em minutos inteiros, de 0 a 43200',
      ],
      [
        { ratingDelayMinutes: 43_201 },
        'Informe o tempo até o pedido de avaliação em minutos inteiros, de 0 a 43200',
      ],
      [{ suggestedTopUp: 0.5 }, 'A recarga sugerida deve ser de pelo menos R$ 1,00'],
      [{ suggestedTopUp: 10_000.01 }, 'A recarga sugerida deve ser de no máximo R$ 10.000,00'],
      [{ suggestedTopUp: 12.345 }, 'Use no máximo 2 casas decimais'],
      [{ suggestedTopUp: '50' }, 'Informe um valor válido'],
      [{ alertBacklogMax: -1 }, 'Informe o limite de alertas na fila em número inteiro, de 0 a 1000'],
      [{ alertBacklogMax: 2.5 }, 'Informe o limite de alertas na fila em número inteiro, de 0 a 1000'],
      [{ alertBacklogMax: '3' }, 'Informe o limite de alertas na fila em número inteiro, de 0 a 1000'],
      [{}, 'Nenhuma alteração informada'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', tokens.master, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message });
    }
    const missingUnit = await call('POST', tokens.master, { creditValue: 0.9, defaultUnitId: 2_000_000_000 });
    expect(missingUnit.statusCode).toBe(422);
    expect(missingUnit.json()).toMatchObject({
      code: 'settings.unit_not_found',
      message: 'Franquia padrão não encontrada',
      details: [{ path: 'defaultUnitId', message: 'Franquia padrão não encontrada' }],
    });
    expect((await call('GET', tokens.master)).json()).toEqual(READ_DEFAULTS);
  });

  it('falls back to the default when a stored value is unreadable', async () => {
    await t.db.update(settings).set({ value: 'trinta centavos' }).where(eq(settings.key, 'creditValueCents'));
    const service = createSettingsService({ db: t.db });
    expect((await service.get()).creditValueCents).toBe(30);
    expect(await service.creditValueCents()).toBe(30);
    await t.db.update(settings).set({ value: 30 }).where(eq(settings.key, 'creditValueCents'));
  });

  it('stores the credit value in cents and shows it in reais, converted once at the edge', async () => {
    const saved = await call('POST', tokens.master, { creditValue: 1.15, disputeWindowDays: 10 });
    expect(saved.json()).toMatchObject({ creditValue: 1.15, disputeWindowDays: 10 });
    const rows = await t.db.select().from(settings);
    expect(rows.find((r) => r.key === 'creditValueCents')?.value).toBe(115);
    expect(rows.find((r) => r.key === 'disputeWindowDays')?.value).toBe(10);
    expect(rows.some((r) => r.key === 'creditValue')).toBe(false);
    expect(await createSettingsService({ db: t.db }).creditValueCents()).toBe(115);
    expect((await call('GET', tokens.client)).json()).toEqual({ creditValue: 1.15, disputeWindowDays: 10 });
    await call('POST', tokens.master, { creditValue: 0.3, disputeWindowDays: 7 });
  });

  it('migration 0015 turns a stored value in reais into cents', async () => {
    await t.db.delete(settings).where(eq(settings.key, 'creditValueCents'));
    await t.db.insert(settings).values({ key: 'creditValue', value: 0.45 });
    const file = new URL('../../db/migrations/0015_credit_value_cents.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const rows = await t.db.select().from(settings);
    expect(rows.find((r) => r.key === 'creditValueCents')?.value).toBe(45);
    expect(rows.some((r) => r.key === 'creditValue')).toBe(false);
    expect((await call('GET', tokens.client)).json()).toEqual(FOR_EVERYONE(0.45));
    await call('POST', tokens.master, { creditValue: 0.3 });
  });
});
