import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCalendarDate } from '../shared/schema-fields.ts';
import {
  splitTxidFromDescription,
  creditInsertionResultSchema,
  creditInsertionSchema,
  idempotencyKeyHeaderSchema,
  signedAmountLabel,
  statementQuerySchema,
  statementSchema,
  topUpListQuerySchema,
  topUpListSchema,
  topUpRequestSchema,
  topUpSchema,
  transactionSchema,
  walletQuerySchema,
  walletSchema,
} from './wallet.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('creditInsertionSchema', () => {
  it('fills the default description and type', () => {
    expect(creditInsertionSchema.parse({ client_id: 5, amount: 10 })).toEqual({
      client_id: 5,
      amount: 10,
      description: 'Crédito inserido pelo administrador',
      type: 'CREDIT',
    });
    expect(
      creditInsertionSchema.parse({ client_id: '5', amount: 0.01, description: '  ', type: 'CREDIT' }),
    ).toMatchObject({
      client_id: 5,
      description: 'Crédito inserido pelo administrador',
    });
    expect(creditInsertionSchema.parse({ client_id: 5, amount: 1, description: ' Bônus ' }).description).toBe(
      'Bônus',
    );
  });

  it('needs at least R$ 0,01 with 2 decimals at most', () => {
    const amount = (a: unknown) => issues(creditInsertionSchema.safeParse({ client_id: 1, amount: a }));
    expect(amount(0)).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(amount(0.009)).toEqual([
      'amount: O valor mínimo é R$ 0,01',
      'amount: Use no máximo 2 casas decimais',
    ]);
    expect(amount(10.555)).toEqual(['amount: Use no máximo 2 casas decimais']);
    expect(amount(-5)).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(amount(undefined)).toEqual(['amount: Informe um valor']);
    expect(amount(Number.NaN)).toEqual(['amount: Informe um valor']);
    expect(amount('10')).toEqual(['amount: Informe um valor']);
    expect(amount(2_000_000)).toEqual(['amount: Valor acima do limite permitido']);
    expect(amount(0.1 + 0.2)).toEqual(['amount: Use no máximo 2 casas decimais']);
    expect(amount(1234.56)).toEqual([]);
  });

  it('refuses the amounts of the acceptance list with pt-BR messages', () => {
    const amount = (a: unknown) => issues(creditInsertionSchema.safeParse({ client_id: 1, amount: a }));
    expect(amount(0)).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(amount(-5)).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(amount(0.001)).toContain('amount: Use no máximo 2 casas decimais');
    expect(amount('abc')).toEqual(['amount: Informe um valor']);
    expect(amount(1e12)).toEqual(['amount: Valor acima do limite permitido']);
    expect(amount(1_000_000)).toEqual([]);
  });

  it('accepts only CREDIT and a client', () => {
    expect(issues(creditInsertionSchema.safeParse({ client_id: 1, amount: 1, type: 'DEBIT' }))).toEqual([
      'type: Tipo inválido: apenas CREDIT',
    ]);
    expect(issues(creditInsertionSchema.safeParse({ amount: 1 }))).toEqual([
      'client_id: Selecione o cliente',
    ]);
    for (const bad of [true, [5], 'abc', '1.5', 0, -1, 2 ** 31, null, {}]) {
      expect(issues(creditInsertionSchema.safeParse({ client_id: bad, amount: 1 }))).toEqual([
        'client_id: Selecione o cliente',
      ]);
    }
  });

  it('caps the description', () => {
    expect(
      issues(creditInsertionSchema.safeParse({ client_id: 1, amount: 1, description: 'x'.repeat(256) })),
    ).toEqual(['description: Use no máximo 255 caracteres']);
  });
});

describe('topUpRequestSchema', () => {
  it('needs an amount above 0', () => {
    expect(topUpRequestSchema.parse({ amount: 50 })).toEqual({ amount: 50 });
    expect(issues(topUpRequestSchema.safeParse({ amount: 0 }))).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(issues(topUpRequestSchema.safeParse({}))).toEqual(['amount: Informe um valor']);
  });
});

describe('idempotency key header', () => {
  it('accepts short printable keys only', () => {
    expect(idempotencyKeyHeaderSchema.parse(undefined)).toBeUndefined();
    expect(idempotencyKeyHeaderSchema.parse('4f1c-9a:2024.01_x')).toBe('4f1c-9a:2024.01_x');
    for (const bad of ['', 'a b', 'x'.repeat(101), 'chave/1', 'ação']) {
      expect(idempotencyKeyHeaderSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('statement filters', () => {
  it('pages with defaults and a cap of 100', () => {
    expect(walletQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, format: 'json' });
    expect(walletQuerySchema.parse({ page: '3', pageSize: '100', type: 'DEBIT' })).toMatchObject({
      page: 3,
      pageSize: 100,
      type: 'DEBIT',
    });
    expect(issues(walletQuerySchema.safeParse({ pageSize: '101' }))).toEqual([
      'pageSize: Itens por página: use um número de 1 a 100',
    ]);
    for (const page of ['0', '-1', 'abc', '1e3', '1.5', '9999999'])
      expect(issues(walletQuerySchema.safeParse({ page }))).toEqual(['page: Página inválida']);
    expect(walletQuerySchema.parse({ type: 'REFUND' })).toMatchObject({ type: 'REFUND' });
    expect(issues(walletQuerySchema.safeParse({ type: 'REVERSAL' }))).toEqual([
      'type: Tipo inválido: use CREDIT, DEBIT ou REFUND',
    ]);
  });

  it('takes a preset period or calendar dates, not both', () => {
    expect(walletQuerySchema.parse({ period: '30' }).period).toBe(30);
    expect(issues(walletQuerySchema.safeParse({ period: '15' }))).toEqual([
      'period: Período inválido: use 7, 30, 90 ou 365 dias',
    ]);
    expect(walletQuerySchema.parse({ from: '2024-01-01', to: '2024-01-31' })).toMatchObject({
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(issues(walletQuerySchema.safeParse({ from: '2024-02-30' }))).toEqual([
      'from: Data inválida: use aaaa-mm-dd',
    ]);
    expect(issues(walletQuerySchema.safeParse({ from: '2024-02-01', to: '2024-01-01' }))).toEqual([
      'from: A data inicial deve ser anterior ou igual à data final',
    ]);
    expect(issues(walletQuerySchema.safeParse({ period: '7', from: '2024-01-01' }))).toEqual([
      'period: Use o período ou as datas, não os dois',
    ]);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('15/01/2024')).toBe(false);
  });

  it('filters the network statement by company and unit, and exports csv', () => {
    expect(statementQuerySchema.parse({ client_id: '12', unit_id: '3', format: 'csv' })).toMatchObject({
      client_id: 12,
      unit_id: 3,
      format: 'csv',
    });
    expect(issues(statementQuerySchema.safeParse({ client_id: 'x' }))).toEqual([
      'client_id: Identificador inválido',
    ]);
    expect(issues(statementQuerySchema.safeParse({ format: 'xlsx' }))).toEqual([
      'format: Formato inválido: use json ou csv',
    ]);
  });

  it('lists top-ups by status', () => {
    expect(topUpListQuerySchema.parse({ status: 'PENDING' })).toEqual({
      status: 'PENDING',
      page: 1,
      pageSize: 20,
    });
    expect(issues(topUpListQuerySchema.safeParse({ status: 'PAID' }))).toEqual([
      'status: Situação inválida: use PENDING, CONFIRMED, CANCELLED ou EXPIRED',
    ]);
    expect(topUpListQuerySchema.parse({ status: 'EXPIRED' }).status).toBe('EXPIRED');
  });
});

describe('transactions', () => {
  it('describes a wallet', () => {
    const tx = {
      id: 1,
      type: 'DEBIT',
      amount: 0.3,
      description: 'Lead: pneu aro 15',
      created_at: '2024-01-15T03:30:00.000Z',
    };
    const wallet = { balance: 9.7, transactions: [tx], total: 1, page: 1, pageSize: 20 };
    expect(walletSchema.parse(wallet)).toEqual(wallet);
    expect(transactionSchema.safeParse({ ...tx, type: 'REFUND' }).success).toBe(true);
    expect(transactionSchema.safeParse({ ...tx, type: 'REVERSAL' }).success).toBe(false);
  });

  it('has JSON Schemas for every answer', () => {
    for (const schema of [
      walletSchema,
      statementSchema,
      creditInsertionResultSchema,
      topUpSchema,
      topUpListSchema,
      transactionSchema,
    ])
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    for (const schema of [
      walletQuerySchema,
      statementQuerySchema,
      topUpListQuerySchema,
      creditInsertionSchema,
    ])
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it('signs amounts for display', () => {
    expect(signedAmountLabel('CREDIT', 10)).toBe('+R$ 10,00');
    expect(signedAmountLabel('DEBIT', 0.3)).toBe('-R$ 0,30');
    expect(signedAmountLabel('DEBIT', -0.3)).toBe('-R$ 0,30');
    expect(signedAmountLabel('REFUND', 0.3)).toBe('+R$ 0,30');
    expect(signedAmountLabel('OTHER', 1234.5)).toBe('-R$ 1.234,50');
    expect(signedAmountLabel('CREDIT', Number.NaN)).toBe('-');
  });
});

describe('splitTxidFromDescription (a top-up txid only in the details, issue 29)', () => {
  it('takes the txid out of top-up descriptions and keeps the rest', () => {
    const txid = 'TENHO5F2A9C0B1D2E3F4A5B6C7D8E9';
    expect(splitTxidFromDescription(`Carga de créditos via Pix (${txid})`)).toEqual({
      text: 'Carga de créditos via Pix',
      txid,
    });
    expect(
      splitTxidFromDescription(
        `Carga de créditos via Pix (${txid}) — confirmado manualmente: pago em dinheiro`,
      ),
    ).toEqual({ text: 'Carga de créditos via Pix — confirmado manualmente: pago em dinheiro', txid });
    expect(splitTxidFromDescription(`Carga de créditos via Pix (confirmada pelo banco) (${txid})`)).toEqual({
      text: 'Carga de créditos via Pix (confirmada pelo banco)',
      txid,
    });
  });

  it('reads the short txid of a static BR Code top-up too', () => {
    expect(splitTxidFromDescription('Carga de créditos via Pix (TENHO0000000001)')).toEqual({
      text: 'Carga de créditos via Pix',
      txid: 'TENHO0000000001',
    });
  });

  it('leaves every other description alone', () => {
    expect(splitTxidFromDescription('Lead: Eletricista (pedido de 01/02/2026)')).toEqual({
      text: 'Lead: Eletricista (pedido de 01/02/2026)',
      txid: null,
    });
    expect(splitTxidFromDescription(null)).toEqual({ text: null, txid: null });
  });
});
