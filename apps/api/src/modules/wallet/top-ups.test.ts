import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePixCode } from '@tenho/domain/wallet/pix';
import type { TopUp, TopUpList, Wallet } from '@tenho/domain/wallet/wallet.schemas';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs, useUnitCast, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { walletTopUps, walletTransactions } from '../../db/schema/wallet.ts';

const t = useTestApp();

const TOP_UP_NOT_FOUND = { code: 'wallet.top_up_not_found', message: 'Pedido de carga não encontrado' };

const { people, tokens } = useUnitCast(t, {
  units: [
    { name: 'Tenho Centro', city: 'São Paulo' },
    { name: 'Tenho Zona Sul', city: 'Rio de Janeiro' },
  ],
  people: { clientA: { name: 'Auto Peças' } },
});

const requestTopUp = async (token: string, amount: number) => {
  const response = await t.call('POST', '/api/wallet/top-ups', token, { amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TopUp>();
};
const balanceOf = async (client: TestUser) =>
  (await t.call('GET', `/api/wallet/${client.id}`, tokens.master)).json<Wallet>().balance;
const topUpRows = async () => (await t.db.select({ n: count() }).from(walletTopUps))[0]!.n;

beforeAll(async () => {
  await t.db
    .update(franchiseUnits)
    .set({ pixKey: '+5511988887777', pixMerchantName: 'Tenho Centro Ltda', pixMerchantCity: 'São Paulo' })
    .where(eq(franchiseUnits.id, people.unitA.id));
});

describe('POST /api/wallet/top-ups (Carregar Créditos)', () => {
  it('gives the company a Pix code for its unit that decodes to the key, the amount and the txid', async () => {
    const topUp = await requestTopUp(tokens.clientA, 50);
    expect(topUp).toMatchObject({
      status: 'PENDING',
      amount: 50,
      client_id: people.clientA.id,
      client_name: 'Auto Peças',
      unit_id: people.unitA.id,
      txid: `TENHO${String(topUp.id).padStart(10, '0')}`,
      message:
        'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra após a confirmação da franquia.',
      confirmed_at: null,
      transaction_id: null,
    });
    expect(decodePixCode(topUp.pixCode!)).toEqual({
      key: '+5511988887777',
      merchantName: 'Tenho Centro Ltda',
      merchantCity: 'Sao Paulo',
      amount: 50,
      txid: topUp.txid,
      crcValid: true,
    });
    expect(topUp.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(topUp.qrCodeDataUrl!.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Nothing is credited before the payment is confirmed.
    expect(await balanceOf(people.clientA)).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.top_up.request'), eq(auditLog.entityId, topUp.id)));
    expect(audit).toMatchObject({ data: { clientId: people.clientA.id, amountCents: 5000, pix: true } });
  });

  it('still takes the request when the unit has no Pix key, and says so', async () => {
    const topUp = await requestTopUp(tokens.clientB, 20);
    expect(topUp).toMatchObject({
      status: 'PENDING',
      amount: 20,
      pixCode: null,
      qrCodeDataUrl: null,
      message:
        'Esta franquia ainda não cadastrou uma chave Pix. Seu pedido foi registrado e será confirmado manualmente pela franquia após o pagamento.',
    });
  });

  it('is for companies: a USER (read-only) and an ADMIN are refused', async () => {
    expect((await t.call('POST', '/api/wallet/top-ups', tokens.userOfA, { amount: 10 })).json()).toEqual(
      FORBIDDEN,
    );
    const admin = await t.call('POST', '/api/wallet/top-ups', tokens.adminA, { amount: 10 });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({
      code: 'wallet.top_up_company_only',
      message: 'Apenas empresas podem carregar créditos',
    });
  });

  it("lets a USER the MASTER granted wallet.create ask on its company's behalf", async () => {
    const company = await createUser(t.db, { role: 'CLIENT', unitId: people.unitA.id });
    const helper = await createUser(t.db, { role: 'USER', unitId: people.unitA.id, parentId: company.id });
    const [walletCreate] = await t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'wallet.create'));
    await t.db
      .insert(userPermissionOverrides)
      .values({ userId: helper.id, permissionId: walletCreate!.id, enabled: true });
    const topUp = await requestTopUp(await loginAs(t.app, helper), 7.5);
    expect(topUp).toMatchObject({ client_id: company.id, amount: 7.5, status: 'PENDING' });
    const [row] = await t.db.select().from(walletTopUps).where(eq(walletTopUps.id, topUp.id));
    expect(row!.requestedBy).toBe(helper.id);
  });

  it('refuses 0, -5, 0.001, "abc" and 1e12 with pt-BR messages and creates nothing', async () => {
    const before = await topUpRows();
    for (const [amount, message] of [
      [0, 'O valor mínimo é R$ 0,01'],
      [-5, 'O valor mínimo é R$ 0,01'],
      [0.001, 'O valor mínimo é R$ 0,01'],
      ['abc', 'Informe um valor'],
      [1e12, 'Valor acima do limite permitido'],
    ] as const) {
      const response = await t.call('POST', '/api/wallet/top-ups', tokens.clientA, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message });
    }
    expect(await topUpRows()).toBe(before);
  });

  it('caps the pending requests of a company', async () => {
    const company = await createUser(t.db, { role: 'CLIENT', unitId: people.unitA.id });
    const token = await loginAs(t.app, company);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', '/api/wallet/top-ups', token, { amount: 1 })),
    );
    expect(outcomes.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = outcomes.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().code).toBe('wallet.too_many_pending');
  });
});

describe('listing and reading top-ups', () => {
  it('shows the company its own, the ADMIN its unit, the MASTER all', async () => {
    const mine = await requestTopUp(tokens.clientA2, 15);
    const list = async (token: string, query = '') => {
      const response = await t.call('GET', `/api/wallet/top-ups${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TopUpList>();
    };
    const own = await list(tokens.clientA2);
    expect(own.topUps.map((x) => x.id)).toEqual([mine.id]);
    expect(own.topUps[0]!.qrCodeDataUrl).toBeNull();
    expect(own.topUps[0]!.pixCode).toBe(mine.pixCode);

    const unitList = await list(tokens.adminA, '?status=PENDING&pageSize=100');
    expect(unitList.topUps.some((x) => x.id === mine.id)).toBe(true);
    expect(unitList.topUps.every((x) => x.unit_id === people.unitA.id)).toBe(true);
    expect((await list(tokens.adminB)).topUps.some((x) => x.client_id === people.clientA2.id)).toBe(false);
    expect(
      (await list(tokens.master, `?client_id=${people.clientB.id}`)).topUps.every(
        (x) => x.client_id === people.clientB.id,
      ),
    ).toBe(true);
    // The company's USER sees the company's requests.
    const ofCompany = await list(tokens.userOfA);
    expect(ofCompany.topUps.every((x) => x.client_id === people.clientA.id)).toBe(true);
    expect(ofCompany.total).toBeGreaterThan(0);
    expect((await list(tokens.clientA2, '?status=CONFIRMED')).total).toBe(0);

    const one = await t.call('GET', `/api/wallet/top-ups/${mine.id}`, tokens.clientA2);
    expect(one.json<TopUp>().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    for (const token of [tokens.clientA, tokens.adminB]) {
      const other = await t.call('GET', `/api/wallet/top-ups/${mine.id}`, token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(TOP_UP_NOT_FOUND);
    }
  });
});

describe('confirming and cancelling', () => {
  it('lets the unit ADMIN confirm: the CREDIT is posted, the company sees it', async () => {
    const topUp = await requestTopUp(tokens.clientA, 50);
    const before = await balanceOf(people.clientA);
    const response = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.adminA);
    expect(response.statusCode, response.body).toBe(200);
    const confirmed = response.json<TopUp>();
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      message: null,
      qrCodeDataUrl: null,
      confirmed_at: expect.any(String),
      transaction_id: expect.any(Number),
    });
    expect(await balanceOf(people.clientA)).toBe(before + 50);
    const statement = (
      await t.call('GET', `/api/wallet/${people.clientA.id}`, tokens.clientA)
    ).json<Wallet>();
    expect(statement.transactions[0]).toMatchObject({
      id: confirmed.transaction_id,
      type: 'CREDIT',
      amount: 50,
      // The raw txid is for the movement's details, not its text (issue 29).
      description: 'Carga de créditos via Pix',
      pix_txid: topUp.txid,
      reference_kind: 'TOP_UP',
      reference_id: topUp.id,
    });
    const csv = await t.call('GET', `/api/wallet/${people.clientA.id}?format=csv`, tokens.clientA);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Carga de créditos via Pix');
    expect(csv.body).not.toContain(topUp.txid);
    // Confirming again changes nothing and answers the same top-up.
    const again = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.adminA);
    expect(again.json()).toEqual(confirmed);
    expect(await balanceOf(people.clientA)).toBe(before + 50);
    // A confirmed top-up cannot be cancelled.
    const cancel = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.clientA);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      code: 'wallet.top_up_confirmed',
      message: 'Este pedido de carga já foi confirmado e não pode ser cancelado',
    });
  });

  it('credits once when 20 confirmations race', async () => {
    const topUp = await requestTopUp(tokens.clientA2, 12.34);
    const before = await balanceOf(people.clientA2);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, i % 2 ? tokens.adminA : tokens.master),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json<TopUp>().transaction_id)).size).toBe(1);
    expect(await balanceOf(people.clientA2)).toBeCloseTo(before + 12.34, 2);
    const credits = await t.db
      .select({ n: count() })
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.referenceKind, 'TOP_UP'), eq(walletTransactions.referenceId, topUp.id)),
      );
    expect(credits[0]!.n).toBe(1);
  });

  it('refuses the company confirming its own top-up and another unit’s ADMIN touching it', async () => {
    const topUp = await requestTopUp(tokens.clientA, 30);
    const before = await balanceOf(people.clientA);
    expect((await t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.clientA)).json()).toEqual(
      FORBIDDEN,
    );
    expect((await t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.userOfA)).json()).toEqual(
      FORBIDDEN,
    );
    for (const action of ['confirm', 'cancel']) {
      const response = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/${action}`, tokens.adminB);
      expect(response.statusCode, action).toBe(404);
      expect(response.json()).toEqual(TOP_UP_NOT_FOUND);
    }
    const other = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.clientA2);
    expect(other.json()).toEqual(TOP_UP_NOT_FOUND);
    expect(await balanceOf(people.clientA)).toBe(before);
    const missing = await t.call('POST', '/api/wallet/top-ups/2000000000/confirm', tokens.master);
    expect(missing.json()).toEqual(TOP_UP_NOT_FOUND);
  });

  it('lets the company cancel a pending request; a cancelled one cannot be confirmed', async () => {
    const topUp = await requestTopUp(tokens.clientA, 40);
    const cancelled = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.clientA);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      cancelled_at: expect.any(String),
      message: null,
    });
    expect((await t.call('POST', `/api/wallet/top-ups/${topUp.id}/cancel`, tokens.adminA)).statusCode).toBe(
      200,
    );
    const confirm = await t.call('POST', `/api/wallet/top-ups/${topUp.id}/confirm`, tokens.adminA);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({
      code: 'wallet.top_up_cancelled',
      message: 'Este pedido de carga foi cancelado e não pode ser confirmado',
    });
    // The ADMIN may cancel a request no payment arrived for.
    const unpaid = await requestTopUp(tokens.clientA, 5);
    const byAdmin = await t.call('POST', `/api/wallet/top-ups/${unpaid.id}/cancel`, tokens.adminA);
    expect(byAdmin.json()).toMatchObject({ status: 'CANCELLED' });
  });
});
