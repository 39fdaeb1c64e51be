import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditInsertionResult, Statement, Wallet } from '@tenho/domain/wallet/wallet.schemas';
import { FORBIDDEN } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs, useUnitCast, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { permissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';

const t = useTestApp();

const WALLET_NOT_FOUND = { code: 'wallet.not_found', message: 'Carteira não encontrada' };

const { people, tokens } = useUnitCast<'crediting'>(t, {
  units: [{ name: 'Franquia A' }, { name: 'Franquia B' }],
  people: {
    clientA: { name: 'Auto Peças Paulista' },
    clientA2: { name: 'Farmácia "Bem" Estar' },
    clientB: { name: 'Padaria Zona B' },
  },
});
let crediting: TestUser;
let ledger: WalletService;

const rowsOf = async () => (await t.db.select({ n: count() }).from(walletTransactions))[0]!.n;
const walletOf = async (client: TestUser, token = tokens.master, query = '') => {
  const response = await t.call('GET', `/api/wallet/${client.id}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Wallet>();
};
const credit = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/wallet/transaction', token, payload, headers);

beforeAll(async () => {
  ledger = createWalletService({ db: t.db });
  // A company the MASTER granted transaction.create by mistake: the spec's rule still says no.
  crediting = await createUser(t.db, { role: 'CLIENT', unitId: people.unitA.id });
  const [transactionCreate] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'transaction.create'));
  await t.db
    .insert(userPermissionOverrides)
    .values({ userId: crediting.id, permissionId: transactionCreate!.id, enabled: true });

  tokens.crediting = await loginAs(t.app, crediting);
});

describe('GET /api/wallet/{id}', () => {
  it('shows an empty wallet to the company, its USER, its ADMIN and the MASTER (without creating it)', async () => {
    const empty = { balance: 0, transactions: [], total: 0, page: 1, pageSize: 20 };
    for (const token of [tokens.clientA, tokens.userOfA, tokens.adminA, tokens.master]) {
      expect(await walletOf(people.clientA, token)).toEqual(empty);
    }
    // A USER may also ask by its own id: it reads its company's wallet.
    expect(await walletOf(people.userOfA, tokens.userOfA)).toEqual(empty);
    expect(await rowsOf()).toBe(0);
  });

  it('answers 404 for another company, another unit, a non-company or a missing id alike', async () => {
    const cases: [string, number][] = [
      [tokens.clientA2, people.clientA.id],
      [tokens.adminB, people.clientA.id],
      [tokens.userOfA, people.clientA2.id],
      [tokens.clientA, people.clientB.id],
      [tokens.master, people.adminA.id],
      [tokens.master, 2_000_000_000],
    ];
    for (const [token, id] of cases) {
      const response = await t.call('GET', `/api/wallet/${id}`, token);
      expect(response.statusCode, `${id}`).toBe(404);
      expect(response.json()).toEqual(WALLET_NOT_FOUND);
    }
    expect((await t.call('GET', `/api/wallet/${people.clientA.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/wallet/abc', tokens.master)).json()).toMatchObject({
      code: 'validation',
      message: 'Identificador inválido',
    });
  });
});

describe('POST /api/wallet/transaction', () => {
  it('lets the ADMIN of the unit insert credit with the default description; the company sees it', async () => {
    const response = await credit(tokens.adminA, {
      client_id: people.clientA.id,
      amount: 10.5,
      type: 'CREDIT',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<CreditInsertionResult>();
    expect(body).toEqual({
      transaction: {
        id: expect.any(Number),
        type: 'CREDIT',
        amount: 10.5,
        description: 'Crédito inserido pelo administrador',
        balance_after: 10.5,
        reference_kind: 'ADMIN_CREDIT',
        reference_id: null,
        created_at: expect.any(String),
      },
      balance: 10.5,
    });
    const wallet = await walletOf(people.clientA, tokens.clientA);
    expect(wallet.balance).toBe(10.5);
    expect(wallet.transactions).toEqual([body.transaction]);
    expect((await walletOf(people.clientA, tokens.userOfA)).balance).toBe(10.5);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.credit'), eq(auditLog.entityId, body.transaction.id)));
    expect(audit).toMatchObject({
      actorId: people.adminA.id,
      data: { clientId: people.clientA.id, amountCents: 1050 },
    });
  });

  it('lets the MASTER credit any company, with its own description; "0.1 + 0.2" never drifts', async () => {
    const response = await credit(tokens.master, {
      client_id: String(people.clientB.id),
      amount: 0.3,
      description: '  Bônus de boas-vindas  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CreditInsertionResult>().transaction).toMatchObject({
      amount: 0.3,
      description: 'Bônus de boas-vindas',
    });
    expect((await walletOf(people.clientB)).balance).toBe(0.3);
  });

  it('refuses a company crediting itself, a USER, and an ADMIN of another unit — nothing changes', async () => {
    const before = await rowsOf();
    for (const token of [tokens.clientA, tokens.userOfA]) {
      const response = await credit(token, { client_id: people.clientA.id, amount: 100 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    // Even holding transaction.create, a company is no admin (spec §6).
    const self = await credit(tokens.crediting, { client_id: crediting.id, amount: 100 });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      code: 'wallet.credit_forbidden',
      message: 'Apenas o administrador da franquia ou o master pode inserir crédito',
    });
    const other = await credit(tokens.crediting, { client_id: people.clientA.id, amount: 100 });
    expect(other.json()).toEqual(WALLET_NOT_FOUND);

    const foreign = await credit(tokens.adminB, { client_id: people.clientA.id, amount: 100 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(WALLET_NOT_FOUND);
    const notCompany = await credit(tokens.master, { client_id: people.userOfA.id, amount: 1 });
    expect(notCompany.json()).toEqual(WALLET_NOT_FOUND);
    expect(await rowsOf()).toBe(before);
    expect((await walletOf(people.clientA)).balance).toBe(10.5);
  });

  it('refuses 0, -5, 0.001, "abc" and 1e12 with pt-BR messages and changes nothing', async () => {
    const before = await rowsOf();
    const cases: [unknown, string][] = [
      [0, 'O valor mínimo é R$ 0,01'],
      [-5, 'O valor mínimo é R$ 0,01'],
      [0.001, 'O valor mínimo é R$ 0,01'],
      ['abc', 'Informe um valor'],
      [1e12, 'Valor acima do limite permitido'],
      [10.555, 'Use no máximo 2 casas decimais'],
      [null, 'Informe um valor'],
    ];
    for (const [amount, message] of cases) {
      const response = await credit(tokens.adminA, { client_id: people.clientA.id, amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message });
    }
    const debit = await credit(tokens.adminA, { client_id: people.clientA.id, amount: 1, type: 'DEBIT' });
    expect(debit.json()).toMatchObject({ code: 'validation', message: 'Tipo inválido: apenas CREDIT' });
    const noClient = await credit(tokens.adminA, { amount: 1 });
    expect(noClient.json()).toMatchObject({ message: 'Selecione o cliente' });
    expect(await rowsOf()).toBe(before);
    expect((await walletOf(people.clientA)).balance).toBe(10.5);
  });

  it('replays the first result for a repeated Idempotency-Key and moves money once', async () => {
    const key = { 'idempotency-key': 'credito-2024-01-15-001' };
    const payload = { client_id: people.clientA2.id, amount: 25, description: 'Recarga' };
    const first = await credit(tokens.adminA, payload, key);
    const again = await credit(tokens.adminA, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Racing replays too.
    const raced = await Promise.all(Array.from({ length: 5 }, () => credit(tokens.master, payload, key)));
    expect(raced.map((r) => r.json())).toEqual(Array(5).fill(first.json()));
    expect((await walletOf(people.clientA2)).balance).toBe(25);

    const changed = await credit(tokens.adminA, { ...payload, amount: 30 }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: 'wallet.idempotency_conflict',
      message: 'Esta chave de idempotência já foi usada para outra operação',
    });
    const badKey = await credit(tokens.adminA, payload, { 'idempotency-key': 'chave com espaço' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/^Chave de idempotência inválida/);
    // Without a key every call is a new movement.
    await credit(tokens.adminA, { client_id: people.clientA2.id, amount: 1 });
    await credit(tokens.adminA, { client_id: people.clientA2.id, amount: 1 });
    expect((await walletOf(people.clientA2)).balance).toBe(27);
  });
});

describe('statements', () => {
  let statementClient: TestUser;

  beforeAll(async () => {
    statementClient = await createUser(t.db, {
      role: 'CLIENT',
      unitId: people.unitA.id,
      name: '=Empresa; Suspeita',
    });
    await ledger.credit(statementClient.id, 1000, {
      idempotencyKey: 'st-1',
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'Carga inicial',
    });
    for (let i = 1; i <= 3; i++) {
      await ledger.debit(statementClient.id, 30, {
        idempotencyKey: `st-lead-${i}`,
        reference: { kind: 'OFFER', id: i },
        description: `Lead ${i}: pneu aro 15`,
      });
    }
  });

  it('pages newest first and filters by type and period', async () => {
    const all = await walletOf(statementClient, tokens.adminA);
    expect(all.balance).toBe(9.1);
    expect(all.total).toBe(4);
    expect(all.transactions.map((tx) => tx.description)).toEqual([
      'Lead 3: pneu aro 15',
      'Lead 2: pneu aro 15',
      'Lead 1: pneu aro 15',
      'Carga inicial',
    ]);
    expect(all.transactions.map((tx) => tx.balance_after)).toEqual([9.1, 9.4, 9.7, 10]);

    const page2 = await walletOf(statementClient, tokens.adminA, '?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, balance: 9.1 });
    expect(page2.transactions.map((tx) => tx.description)).toEqual(['Carga inicial']);

    const debits = await walletOf(statementClient, tokens.adminA, '?type=DEBIT');
    expect(debits.total).toBe(3);
    expect(debits.transactions.every((tx) => tx.type === 'DEBIT' && tx.amount === 0.3)).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await walletOf(statementClient, tokens.adminA, `?from=${today}&to=${today}`)).total).toBe(4);
    expect((await walletOf(statementClient, tokens.adminA, '?to=2020-12-31')).total).toBe(0);
    expect((await walletOf(statementClient, tokens.adminA, '?from=2999-01-01')).total).toBe(0);
    expect((await walletOf(statementClient, tokens.adminA, '?period=7')).total).toBe(4);

    for (const [query, message] of [
      ['?pageSize=101', 'Itens por página: use um número de 1 a 100'],
      ['?period=15', 'Período inválido: use 7, 30, 90 ou 365 dias'],
      ['?period=7&from=2024-01-01', 'Use o período ou as datas, não os dois'],
      ['?from=2024-13-01', 'Data inválida: use aaaa-mm-dd'],
      ['?type=REVERSAL', 'Tipo inválido: use CREDIT, DEBIT ou REFUND'],
    ] as const) {
      const response = await t.call('GET', `/api/wallet/${statementClient.id}${query}`, tokens.adminA);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('exports the statement as a pt-BR CSV download', async () => {
    const response = await t.call(
      'GET',
      `/api/wallet/${statementClient.id}?format=csv&type=DEBIT`,
      tokens.adminA,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="extrato-empresa-${statementClient.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Tipo;Descrição;Valor (R$);Saldo após (R$)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Débito;Lead 3: pneu aro 15;-0,30;9,10$/);
  });

  it('gives ADMIN its unit, MASTER the network and a company its own, with totals', async () => {
    const statement = async (token: string, query = '') => {
      const response = await t.call('GET', `/api/wallet/statement${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Statement>();
    };
    const unit = await statement(tokens.adminA);
    const companies = new Set(unit.transactions.map((tx) => tx.client_id));
    expect(companies.has(people.clientB.id)).toBe(false);
    expect(companies.has(statementClient.id)).toBe(true);
    expect(unit.transactions[0]).toMatchObject({
      client_name: expect.any(String),
      client_id: expect.any(Number),
    });
    // Unit A: 10,50 (A) + 25 + 1 + 1 (A2) + 10,00 (statement client) loaded; 0,90 charged.
    expect(unit.totals).toEqual({ creditsLoaded: 47.5, leadRevenue: 0.9, refunds: 0, balancesHeld: 46.6 });

    const one = await statement(tokens.adminA, `?client_id=${statementClient.id}&type=CREDIT`);
    expect(one.total).toBe(1);
    expect(one.totals).toEqual({ creditsLoaded: 10, leadRevenue: 0.9, refunds: 0, balancesHeld: 9.1 });
    // A filter outside the caller's reach matches nothing.
    const outside = await statement(tokens.adminA, `?client_id=${people.clientB.id}`);
    expect(outside).toMatchObject({
      total: 0,
      transactions: [],
      totals: { creditsLoaded: 0, balancesHeld: 0 },
    });
    expect((await statement(tokens.adminA, `?unit_id=${people.unitB.id}`)).total).toBe(0);

    const network = await statement(tokens.master);
    expect(network.totals.creditsLoaded).toBe(47.8);
    expect((await statement(tokens.master, `?unit_id=${people.unitB.id}`)).totals).toEqual({
      creditsLoaded: 0.3,
      leadRevenue: 0,
      refunds: 0,
      balancesHeld: 0.3,
    });
    const own = await statement(tokens.clientA);
    expect(new Set(own.transactions.map((tx) => tx.client_id))).toEqual(new Set([people.clientA.id]));
    expect(own.totals.balancesHeld).toBe(10.5);

    // A company's USER holds no financial.view.
    expect((await t.call('GET', '/api/wallet/statement', tokens.userOfA)).json()).toEqual(FORBIDDEN);
  });

  it('with no period, counts and sums each wallet’s totals so far: the same figures as its movements', async () => {
    const refunded = await createUser(t.db, { role: 'CLIENT', unitId: people.unitA.id, name: 'Estornada' });
    await ledger.credit(refunded.id, 500, {
      idempotencyKey: 'lt-1',
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'Carga',
    });
    for (const offerId of [9101, 9102]) {
      await ledger.chargeLead({
        companyId: refunded.id,
        offerId,
        amountCents: 40,
        description: 'Lead: pneu',
      });
    }
    await ledger.refundLead({ companyId: refunded.id, offerId: 9101, disputeId: 1, description: 'Estorno' });
    const statement = async (token: string, query: string) => {
      const response = await t.call('GET', `/api/wallet/statement${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      const { total, totals } = response.json<Statement>();
      return { total, totals };
    };
    // A period covering everything reads the movements; no period reads the totals.
    const always = 'from=2000-01-01&to=2999-12-31';
    for (const [token, filters] of [
      [tokens.master, ''],
      [tokens.master, `unit_id=${people.unitA.id}`],
      [tokens.master, 'type=REFUND'],
      [tokens.master, 'type=DEBIT'],
      [tokens.adminA, ''],
      [tokens.adminA, `client_id=${refunded.id}`],
      [tokens.adminA, `client_id=${refunded.id}&type=DEBIT`],
      [tokens.adminA, `client_id=${people.clientB.id}`],
      [tokens.clientA, ''],
    ] as const) {
      const lifetime = await statement(token, filters ? `?${filters}` : '');
      expect(lifetime, filters).toEqual(await statement(token, `?${filters ? `${filters}&` : ''}${always}`));
    }
    expect(await statement(tokens.adminA, `?client_id=${refunded.id}`)).toEqual({
      total: 4,
      totals: { creditsLoaded: 5, leadRevenue: 0.8, refunds: 0.4, balancesHeld: 4.6 },
    });
    expect((await statement(tokens.adminA, `?client_id=${refunded.id}&type=DEBIT`)).total).toBe(2);
    // The totals are the movements grouped, wallet by wallet.
    const drift = await t.db.execute(sql`
      (select wallet_id, type, count(*) as movements, sum(amount_cents) as amount_cents
         from wallet_transactions group by 1, 2
       except select wallet_id, type, movements, amount_cents from wallet_ledger_totals)
      union all
      (select wallet_id, type, movements, amount_cents from wallet_ledger_totals
       except select wallet_id, type, count(*), sum(amount_cents) from wallet_transactions group by 1, 2)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('exports the network statement with the company column, safe against formulas', async () => {
    const response = await t.call(
      'GET',
      `/api/wallet/statement?format=csv&client_id=${statementClient.id}`,
      tokens.master,
    );
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`extrato-empresa-${statementClient.id}-`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Empresa;Tipo;Descrição;Valor (R$);Saldo após (R$)');
    expect(lines[4]).toMatch(/;"'=Empresa; Suspeita";Crédito;Carga inicial;10,00;10,00$/);
  });
});
