import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  creditInsertionSchema,
  signedAmountLabel,
  topUpSchema,
  transactionSchema,
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

  it('accepts only CREDIT and a client', () => {
    expect(creditInsertionSchema.safeParse({ client_id: 1, amount: 1, type: 'DEBIT' }).success).toBe(false);
    expect(issues(creditInsertionSchema.safeParse({ amount: 1 }))).toEqual([
      'client_id: Selecione o cliente',
    ]);
  });
});

describe('topUpSchema', () => {
  it('needs an amount above 0', () => {
    expect(topUpSchema.parse({ amount: 50 })).toEqual({ amount: 50 });
    expect(issues(topUpSchema.safeParse({ amount: 0 }))).toEqual(['amount: O valor mínimo é R$ 0,01']);
    expect(issues(topUpSchema.safeParse({}))).toEqual(['amount: Informe um valor']);
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
    expect(walletSchema.parse({ balance: 9.7, transactions: [tx] })).toEqual({
      balance: 9.7,
      transactions: [tx],
    });
    expect(transactionSchema.safeParse({ ...tx, type: 'REFUND' }).success).toBe(false);
  });

  it('signs amounts for display', () => {
    expect(signedAmountLabel('CREDIT', 10)).toBe('+R$ 10,00');
    expect(signedAmountLabel('DEBIT', 0.3)).toBe('-R$ 0,30');
    expect(signedAmountLabel('DEBIT', -0.3)).toBe('-R$ 0,30');
    expect(signedAmountLabel('OTHER', 1234.5)).toBe('-R$ 1.234,50');
    expect(signedAmountLabel('CREDIT', Number.NaN)).toBe('-');
  });
});
