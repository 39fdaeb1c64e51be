import {
  statementSchema,
  topUpListSchema,
  topUpSchema,
  walletSchema,
  type Statement,
  type TopUp,
  type Transaction,
  type Wallet,
} from '@tenho/domain/wallet/wallet.schemas';

/** Answers of the wallet API, checked against the domain's schemas so a changed contract fails here. */

export const PIX_CODE =
  '00020101021126360014br.gov.bcb.pix0114+5511999999999520400005303986540550.005802BR5915TENHO CENTRO LT6009SAO PAULO62190515TENHO00000000016304ABCD';
export const QR_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function makeTopUp(overrides: Partial<TopUp> = {}): TopUp {
  return topUpSchema.parse({
    id: 1,
    status: 'PENDING',
    amount: 50,
    pixCode: PIX_CODE,
    qrCodeDataUrl: QR_DATA_URL,
    message:
      'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra após a confirmação da franquia.',
    txid: 'TENHO0000000001',
    client_id: 42,
    client_name: 'Auto Peças Paulista',
    unit_id: 1,
    created_at: '2026-03-10T15:00:00.000Z',
    confirmed_at: null,
    cancelled_at: null,
    transaction_id: null,
    automatic: false,
    expires_at: null,
    confirmed_via: null,
    flag: null,
    paid_amount: null,
    new_psp_connection: false,
    ...overrides,
  });
}

export function topUpList(topUps: TopUp[], total = topUps.length) {
  return topUpListSchema.parse({ topUps, total, page: 1, pageSize: 10 });
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    type: 'CREDIT',
    amount: 50,
    description: 'Carga de créditos via Pix',
    created_at: '2026-03-10T15:05:00.000Z',
    balance_after: 50,
    ...overrides,
  };
}

export function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return walletSchema.parse({
    balance: 1234.5,
    transactions: [
      makeTransaction({
        id: 2,
        type: 'DEBIT',
        amount: 0.3,
        description: 'Lead: pneu aro 15',
        balance_after: 1234.5,
      }),
      makeTransaction({ id: 1, amount: 1234.8, balance_after: 1234.8 }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...overrides,
  });
}

export function makeStatement(overrides: Partial<Statement> = {}): Statement {
  return statementSchema.parse({
    totals: { creditsLoaded: 1500, leadRevenue: 37.5, refunds: 0, balancesHeld: 2890.1 },
    transactions: [
      makeTransaction({ id: 7, client_id: 42, client_name: 'Auto Peças Paulista' }),
      makeTransaction({
        id: 6,
        type: 'DEBIT',
        amount: 0.3,
        description: 'Lead: dipirona',
        client_id: 43,
        client_name: 'Farmácia Bem Estar',
        balance_after: 19.7,
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...overrides,
  });
}
