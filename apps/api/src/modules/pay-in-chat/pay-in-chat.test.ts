import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { payInChatRequests } from '../../db/schema/pay-in-chat.ts';
import { walletTopUps, walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { createPixSandbox, type PixSandbox } from '../../pix-sandbox/sandbox.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import {
  createCompany,
  createLoopTestApp,
  createLoopUnit,
  messageDelivery,
  newMobile,
  playRequest,
  type LoopTestContext,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

/**
 * Issue 32 point 1 (pay in the chat) on the real loop: WhatsApp deliveries, pg-boss workers and the
 * PSP sandbox on an ephemeral port (real HTTP for the client, webhooks delivered back into the app).
 */

const PUBLIC_URL = 'https://tenho.teste';
const CLIENT_ID = 'cliente-psp-teste';
const CLIENT_SECRET = `segredo-${randomBytes(12).toString('hex')}`;
const PSP_NUMBER = '109876543213201';
const STATIC_NUMBER = '109876543213202';
const NO_PIX_NUMBER = '109876543213203';

let sandbox: PixSandbox;
let pspServer: FastifyInstance;
let t: LoopTestContext;
let pspUnitId: number;
let staticUnitId: number;
let noPixUnitId: number;
const tokens: Record<'master' | 'admin' | 'staticAdmin', string> = { master: '', admin: '', staticAdmin: '' };

beforeAll(async () => {
  const pixConfig = {
    secretsKey: randomBytes(32),
    reconcileSeconds: 60,
    chargeExpirySeconds: 3600,
    sandbox: false,
    sandboxOff: null,
    secretsKeyEphemeral: false,
    testOrigins: [] as string[],
  };
  sandbox = createPixSandbox({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    deliver: async (url, body) =>
      (await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body })).statusCode,
  });
  pspServer = Fastify();
  await pspServer.register(sandbox.plugin, { prefix: '/api/v2' });
  await pspServer.listen({ host: '127.0.0.1', port: 0 });
  const address = pspServer.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v2`;
  pixConfig.testOrigins.push(new URL(baseUrl).origin);

  t = await createLoopTestApp({
    config: { publicUrl: PUBLIC_URL, pix: pixConfig },
    build: { pixSandbox: sandbox, pixClientOptions: { timeoutMs: slack(2000), retries: 1, backoffMs: 10 } },
  });
  pspUnitId = (await createLoopUnit(t.db, PSP_NUMBER)).id;
  staticUnitId = (await createLoopUnit(t.db, STATIC_NUMBER)).id;
  noPixUnitId = (await createLoopUnit(t.db, NO_PIX_NUMBER)).id;
  numberOf.set(pspUnitId, PSP_NUMBER).set(staticUnitId, STATIC_NUMBER).set(noPixUnitId, NO_PIX_NUMBER);
  await t.db
    .update(franchiseUnits)
    .set({ pixKey: 'financeiro@psp.com.br' })
    .where(eq(franchiseUnits.id, pspUnitId));
  await t.db
    .update(franchiseUnits)
    .set({
      pixKey: 'financeiro@estatica.com.br',
      pixMerchantName: 'Tenho Estatica',
      pixMerchantCity: 'Campinas',
    })
    .where(eq(franchiseUnits.id, staticUnitId));
  tokens.master = await loginAs(t.app, await createUser(t.db, { role: 'MASTER' }));
  tokens.admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: pspUnitId }));
  tokens.staticAdmin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN', unitId: staticUnitId }));
  const connected = await t.call('PUT', `/api/franchise-units/${pspUnitId}/pix-api`, tokens.master, {
    base_url: baseUrl,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
  expect(connected.statusCode, connected.body).toBe(200);
}, slack(60_000));

afterAll(async () => {
  await t?.close();
  await pspServer?.close();
});

/** A company of the unit with exactly one credit (R$ 0,30) in its wallet. */
const company = (unitId: number) =>
  createCompany(t.db, { unitId, categoryCodes: ['eletricista'], balanceCents: 30, phone: newMobile('19') });

/** Each company writes to its unit's number. */
const numberOf = new Map<number, string>();

async function tenho(who: TestCompany, offerId: number) {
  await t.deliver(
    messageDelivery(
      { from: who.waId, buttonReply: { id: `offer:${offerId}:yes`, title: 'TENHO' } },
      { phoneNumberId: numberOf.get(who.unitId!) },
    ),
  );
  await t.settle();
}

/**
 * Two requests reach the company; its TENHO to the first takes its only credit, so its TENHO to
 * the second finds no balance. Returns the second offer.
 */
async function tenhoWithoutBalance(who: TestCompany, phoneNumberId: string) {
  const first = await playRequest(t, { phoneNumberId });
  const second = await playRequest(t, { phoneNumberId, text: 'Preciso de um eletricista amanhã cedo' });
  const paidOffer = first.offersByCompany.get(who.id)!;
  const offerId = second.offersByCompany.get(who.id)!;
  expect(paidOffer && offerId).toBeTruthy();
  await tenho(who, paidOffer);
  expect(await balanceOf(who)).toBe(0);
  await tenho(who, offerId);
  return { offerId, consumer: second.consumer };
}

async function balanceOf(who: TestCompany) {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.clientId, who.id));
  return row?.balanceCents ?? 0;
}

const chargesOf = (offerId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.referenceKind, 'OFFER'), eq(walletTransactions.referenceId, offerId)));

const sentFor = (
  offerId: number,
  purpose: 'PAY_IN_CHAT' | 'CONTACT_FOR_COMPANY' | 'CONTACT_FOR_CONSUMER' | 'ANSWER_FEEDBACK',
) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.offerId, offerId), eq(outboundMessages.purpose, purpose)))
    .orderBy(asc(outboundMessages.id));

const topUpsOf = (who: TestCompany) =>
  t.db.select().from(walletTopUps).where(eq(walletTopUps.clientId, who.id)).orderBy(asc(walletTopUps.id));

const requestsOf = (offerId: number) =>
  t.db
    .select()
    .from(payInChatRequests)
    .where(eq(payInChatRequests.offerId, offerId))
    .orderBy(asc(payInChatRequests.id));

async function offer(offerId: number) {
  const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
  return row!;
}

/** Waits for the background settlements of webhooks, then for every job. */
async function settled() {
  await t.app.pix.topUps.idle();
  await t.settle();
}

describe('pay in the chat with the API Pix connected', () => {
  it('a TENHO without balance → the Pix charge → its webhook delivered three times → the lead charged once and both contacts sent once', async () => {
    const saved = await t.call('POST', '/api/settings', tokens.master, { suggestedTopUp: 12.34 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().suggestedTopUp).toBe(12.34);
    try {
      const who = await company(pspUnitId);
      const { offerId, consumer } = await tenhoWithoutBalance(who, PSP_NUMBER);

      // The usual answer, then the Pix: an explanation and the code alone in a message of its own.
      const feedback = await sentFor(offerId, 'ANSWER_FEEDBACK');
      expect(feedback.map((m) => m.body)).toEqual([expect.stringContaining('Seu saldo não é suficiente')]);
      const pix = await sentFor(offerId, 'PAY_IN_CHAT');
      expect(pix).toHaveLength(2);
      expect(pix[0]!.body).toContain('R$ 12,34');
      expect(pix[0]!.body).toContain('O código vale até');
      expect(pix.map((m) => [m.toNumber, m.phoneNumberId])).toEqual([
        [who.waId, PSP_NUMBER],
        [who.waId, PSP_NUMBER],
      ]);

      const [topUp] = await topUpsOf(who);
      expect(topUp).toMatchObject({
        status: 'PENDING',
        pspCharge: true,
        amountCents: 1234,
        requestedBy: who.id,
      });
      const charge = sandbox.charge(topUp!.txid!)!;
      expect(charge.valor.original).toBe('12.34');
      // Expiring with the offer (24 h from now, within a few seconds).
      expect(charge.calendario.expiracao).toBeGreaterThan(86_000);
      expect(pix[1]!.body).toBe(charge.pixCopiaECola);
      expect(pix[1]!.payload).toEqual({ pixCharge: { topUpId: topUp!.id, automatic: true } });
      expect(await requestsOf(offerId)).toMatchObject([{ status: 'PENDING', topUpId: topUp!.id }]);
      expect((await offer(offerId)).status).toBe('PENDING');

      // The Simulador shows the code with what 'Pagar com Pix' pays.
      const conversation = await t.call(
        'GET',
        `/api/simulator/conversation?unit_id=${pspUnitId}&number=${who.waId}`,
        tokens.admin,
      );
      expect(conversation.statusCode).toBe(200);
      expect(conversation.json().bubbles.at(-1)).toMatchObject({
        body: charge.pixCopiaECola,
        pix_charge: { top_up_id: topUp!.id, automatic: true, status: 'PENDING' },
      });

      const { webhookStatus } = await sandbox.pay(topUp!.txid!);
      expect(webhookStatus).toBe(200);
      // The PSP retries: the same notice twice more, at the same time.
      expect(await Promise.all([sandbox.redeliver(topUp!.txid!), sandbox.redeliver(topUp!.txid!)])).toEqual([
        200, 200,
      ]);
      await settled();

      expect(await chargesOf(offerId)).toHaveLength(1);
      expect(await balanceOf(who)).toBe(1234 - 30);
      expect(await offer(offerId)).toMatchObject({
        status: 'ACCEPTED',
        chargedCents: 30,
        contactsExchanged: true,
      });
      const forCompany = await sentFor(offerId, 'CONTACT_FOR_COMPANY');
      const forConsumer = await sentFor(offerId, 'CONTACT_FOR_CONSUMER');
      expect(forCompany).toHaveLength(1);
      expect(forCompany[0]).toMatchObject({ toNumber: who.waId });
      expect(forConsumer).toHaveLength(1);
      expect(forConsumer[0]).toMatchObject({ toNumber: consumer });
      expect(await requestsOf(offerId)).toMatchObject([{ status: 'APPLIED' }]);
      expect((await topUpsOf(who))[0]).toMatchObject({ status: 'CONFIRMED', confirmedVia: 'PSP' });
    } finally {
      await t.call('POST', '/api/settings', tokens.master, { suggestedTopUp: 50 });
    }
  });

  it('a repeated TENHO on the same offer resends the same open charge; one payment applies it once', async () => {
    const who = await company(pspUnitId);
    const { offerId } = await tenhoWithoutBalance(who, PSP_NUMBER);
    await tenho(who, offerId);

    const topUps = await topUpsOf(who);
    expect(topUps).toHaveLength(1);
    expect(topUps[0]!.amountCents).toBe(5000);
    const codes = (await sentFor(offerId, 'PAY_IN_CHAT')).filter((m) => m.payload.pixCharge);
    expect(codes).toHaveLength(2);
    expect(new Set(codes.map((m) => m.body)).size).toBe(1);
    expect(await requestsOf(offerId)).toMatchObject([{ status: 'PENDING', topUpId: topUps[0]!.id }]);

    await sandbox.pay(topUps[0]!.txid!);
    await settled();
    expect(await chargesOf(offerId)).toHaveLength(1);
    expect(await sentFor(offerId, 'CONTACT_FOR_COMPANY')).toHaveLength(1);
    expect(await balanceOf(who)).toBe(5000 - 30);
  });

  it('a second TENHO on another offer reuses the open charge too', async () => {
    const who = await company(pspUnitId);
    // Three requests while it has its one credit; the first TENHO takes it.
    const requests = [];
    for (const text of ['Eletricista para tomada', 'Eletricista para chuveiro', 'Eletricista para disjuntor'])
      requests.push(await playRequest(t, { phoneNumberId: PSP_NUMBER, text }));
    const [paid, a, b] = requests.map((r) => r.offersByCompany.get(who.id)!);
    await tenho(who, paid!);
    await tenho(who, a!);
    await tenho(who, b!);
    const topUps = await topUpsOf(who);
    expect(topUps).toHaveLength(1);
    expect((await requestsOf(a!))[0]!.topUpId).toBe(topUps[0]!.id);
    expect((await requestsOf(b!))[0]!.topUpId).toBe(topUps[0]!.id);

    await sandbox.pay(topUps[0]!.txid!);
    await settled();
    expect(await chargesOf(a!)).toHaveLength(1);
    expect(await chargesOf(b!)).toHaveLength(1);
    expect(await balanceOf(who)).toBe(5000 - 60);
  });

  it('an offer that expired before the payment is not charged: the company is told and keeps the credit', async () => {
    const who = await company(pspUnitId);
    const { offerId } = await tenhoWithoutBalance(who, PSP_NUMBER);
    const [topUp] = await topUpsOf(who);
    await t.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, offerId));

    await sandbox.pay(topUp!.txid!);
    await settled();
    expect(await chargesOf(offerId)).toHaveLength(0);
    expect(await balanceOf(who)).toBe(5000);
    expect(await sentFor(offerId, 'CONTACT_FOR_COMPANY')).toHaveLength(0);
    expect(await sentFor(offerId, 'CONTACT_FOR_CONSUMER')).toHaveLength(0);
    const told = (await sentFor(offerId, 'PAY_IN_CHAT')).at(-1)!;
    expect(told.body).toContain('Recebemos seu Pix de R$ 50,00');
    expect(told.body).toContain('o crédito fica para os próximos pedidos');
    expect(await requestsOf(offerId)).toMatchObject([{ status: 'EXPIRED' }]);
  });

  it('a payment the webhook missed is applied by the reconciliation', async () => {
    const who = await company(pspUnitId);
    const { offerId } = await tenhoWithoutBalance(who, PSP_NUMBER);
    const [topUp] = await topUpsOf(who);
    await sandbox.pay(topUp!.txid!, { notify: false });
    await settled();
    expect(await chargesOf(offerId)).toHaveLength(0);

    await t.app.pix.topUps.reconcile();
    await settled();
    expect(await chargesOf(offerId)).toHaveLength(1);
    expect(await sentFor(offerId, 'CONTACT_FOR_CONSUMER')).toHaveLength(1);
  });

  it("an ADMIN's 'Confirmar' of a paid charge the webhook missed applies it too", async () => {
    const who = await company(pspUnitId);
    const { offerId } = await tenhoWithoutBalance(who, PSP_NUMBER);
    const [topUp] = await topUpsOf(who);
    const unpaid = await t.call('POST', `/api/wallet/top-ups/${topUp!.id}/confirm`, tokens.admin);
    expect(unpaid.statusCode).toBe(422);
    await t.settle();
    expect(await chargesOf(offerId)).toHaveLength(0);

    await sandbox.pay(topUp!.txid!, { notify: false });
    const confirmed = await t.call('POST', `/api/wallet/top-ups/${topUp!.id}/confirm`, tokens.admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settled();
    expect(await chargesOf(offerId)).toHaveLength(1);
    expect(await sentFor(offerId, 'CONTACT_FOR_COMPANY')).toHaveLength(1);
    expect(await requestsOf(offerId)).toMatchObject([{ status: 'APPLIED' }]);
  });
});

describe('pay in the chat without the API Pix', () => {
  it("sends the unit's static code, and the ADMIN's 'Confirmar' applies the TENHO once", async () => {
    const who = await company(staticUnitId);
    const { offerId, consumer } = await tenhoWithoutBalance(who, STATIC_NUMBER);
    const [topUp] = await topUpsOf(who);
    expect(topUp).toMatchObject({ status: 'PENDING', pspCharge: false, amountCents: 5000, expiresAt: null });
    const pix = await sentFor(offerId, 'PAY_IN_CHAT');
    expect(pix).toHaveLength(2);
    expect(pix[0]!.body).not.toContain('vale até');
    expect(pix[1]!.body).toBe(topUp!.pixCode);
    expect(pix[1]!.body).toMatch(/^000201.*financeiro@estatica\.com\.br.*6304[0-9A-F]{4}$/);
    expect(pix[1]!.payload).toEqual({ pixCharge: { topUpId: topUp!.id, automatic: false } });

    for (let i = 0; i < 2; i++) {
      const confirmed = await t.call('POST', `/api/wallet/top-ups/${topUp!.id}/confirm`, tokens.staticAdmin);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    await t.settle();
    expect(await chargesOf(offerId)).toHaveLength(1);
    expect(await balanceOf(who)).toBe(5000 - 30);
    expect(await sentFor(offerId, 'CONTACT_FOR_COMPANY')).toHaveLength(1);
    expect((await sentFor(offerId, 'CONTACT_FOR_CONSUMER'))[0]).toMatchObject({ toNumber: consumer });
    expect(await requestsOf(offerId)).toMatchObject([{ status: 'APPLIED' }]);
  });

  it("asks the company's usual top-up: its last confirmed one", async () => {
    const who = await company(staticUnitId);
    const made = await t.call('POST', '/api/wallet/top-ups', await loginAs(t.app, who), { amount: 25.5 });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await t.call('POST', `/api/wallet/top-ups/${made.json().id}/confirm`, tokens.staticAdmin)).statusCode,
    ).toBe(200);
    // Back to one credit (a test adjustment), so that its second TENHO finds no balance.
    await createWalletService({ db: t.db }).debit(who.id, 2550, {
      idempotencyKey: `test-drain-${who.id}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'Ajuste de teste',
    });
    const { offerId } = await tenhoWithoutBalance(who, STATIC_NUMBER);
    const pending = (await topUpsOf(who)).filter((row) => row.status === 'PENDING');
    expect(pending).toMatchObject([{ amountCents: 2550 }]);
    expect((await sentFor(offerId, 'PAY_IN_CHAT'))[0]!.body).toContain('R$ 25,50');
  });

  it('a unit with neither API Pix nor a Pix key sends no code (the usual answer only)', async () => {
    const who = await company(noPixUnitId);
    const { offerId } = await tenhoWithoutBalance(who, NO_PIX_NUMBER);
    expect(await sentFor(offerId, 'PAY_IN_CHAT')).toHaveLength(0);
    expect(await sentFor(offerId, 'ANSWER_FEEDBACK')).toHaveLength(1);
    expect(await topUpsOf(who)).toHaveLength(0);
    expect(await requestsOf(offerId)).toMatchObject([{ status: 'CLOSED' }]);
  });
});
