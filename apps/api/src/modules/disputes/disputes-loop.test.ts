import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/factories.ts';
import {
  delivery,
  playAnswer,
  playRequest,
  statusUpdate,
  useLoopNetwork,
  useLoopTestApp,
} from '../../../test/whatsapp-loop.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';

/**
 * Issue 24, point 3 and the WhatsApp side of point 2, on the real loop (webhook, outbox, workers):
 * a contact the consumer can never receive refunds the lead by itself, once, and the company is
 * told every decision on WhatsApp.
 */
const refused = new Set<string>();

const t = useLoopTestApp({ refusedNumbers: refused });
const { net } = useLoopNetwork(t);

/** A request TENHO'd by alpha on WhatsApp; returns the offer and the contact sent to the consumer. */
async function acceptedLead(consumer?: string) {
  const { offersByCompany, consumer: to } = await playRequest(t, consumer ? { consumer } : {});
  const offerId = offersByCompany.get(net.alpha.id)!;
  await playAnswer(t, net.alpha, offerId, 'yes');
  await t.settle();
  const [contact] = await t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.offerId, offerId), eq(outboundMessages.purpose, 'CONTACT_FOR_CONSUMER')));
  return { offerId, consumer: to, contact: contact! };
}

const refundsOf = (offerId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.type, 'REFUND'), eq(walletTransactions.referenceId, offerId)));

const debitOf = async (offerId: number) =>
  (
    await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 'DEBIT'), eq(walletTransactions.referenceId, offerId)))
  )[0]!;

const noticesOf = (offerId: number) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.offerId, offerId), eq(outboundMessages.purpose, 'DISPUTE_DECISION')));

async function balance(companyId: number) {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.clientId, companyId));
  return row!.balanceCents;
}

describe('automatic refund of an undeliverable contact', () => {
  it('a `failed` 131026 status delivered twice refunds the lead once and tells the company why', async () => {
    const { offerId, consumer, contact } = await acceptedLead();
    expect(contact.wamid).toBeTruthy();
    const before = await balance(net.alpha.id);
    const failed = statusUpdate({
      id: contact.wamid!,
      status: 'failed',
      recipient: consumer,
      errorCode: 131026,
    });
    // Twice in one delivery, then the whole delivery again (Meta retries).
    const first = await t.deliver(delivery({ statuses: [failed, failed] }));
    expect(first.statusCode).toBe(200);
    expect((await t.deliver(delivery({ statuses: [failed] }))).statusCode).toBe(200);
    await t.settle();

    const [row] = await t.db.select().from(disputes).where(eq(disputes.offerId, offerId));
    expect(row).toMatchObject({
      reason: 'invalid_contact',
      status: 'REFUNDED',
      openedBy: null,
      resolvedBySystem: true,
    });
    const debit = await debitOf(offerId);
    const refunds = await refundsOf(offerId);
    expect(refunds.map((r) => r.amountCents)).toEqual([debit.amountCents]);
    expect(await balance(net.alpha.id)).toBe(before + debit.amountCents);

    const notices = await noticesOf(offerId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toWaId: net.alpha.waId, recipientKind: 'COMPANY' });
    expect(notices[0]!.body).toContain('foi aceita');
    expect(notices[0]!.body).toContain('não pôde ser entregue');

    // The company sees it in its list, marked automatic.
    const token = await loginAs(t.app, net.alpha);
    const listed = await t.call('GET', '/api/disputes', token);
    expect(listed.json().disputes.find((d: { offer_id: number }) => d.offer_id === offerId)).toMatchObject({
      automatic: true,
      status: 'REFUNDED',
      contact_status: 'FAILED',
    });
  });

  it('a send refused for good (131026) refunds too; a passing failure or another message does not', async () => {
    const consumer = `5521${Math.floor(900000000 + Math.random() * 9999999)}`;
    refused.add(consumer);
    const { offerId } = await acceptedLead(consumer);
    const debit = await debitOf(offerId);
    expect((await refundsOf(offerId)).map((r) => r.amountCents)).toEqual([debit.amountCents]);
    refused.delete(consumer);

    const other = await acceptedLead();
    const retryable = statusUpdate({
      id: other.contact.wamid!,
      status: 'failed',
      recipient: other.consumer,
      errorCode: 131000,
    });
    await t.deliver(delivery({ statuses: [retryable] }));
    await t.settle();
    expect(await refundsOf(other.offerId)).toEqual([]);
    expect(await t.db.select().from(disputes).where(eq(disputes.offerId, other.offerId))).toEqual([]);
  });
});

describe('decisions reach the company on WhatsApp', () => {
  it('REJECT and REFUND each send the decision and the note to the company', async () => {
    const company = await loginAs(t.app, net.alpha);
    const admin = await loginAs(t.app, net.admins[0]);
    for (const decision of ['REJECT', 'REFUND'] as const) {
      const { offerId } = await acceptedLead();
      const opened = await t.call('POST', `/api/offers/${offerId}/dispute`, company, { reason: 'no_answer' });
      expect(opened.statusCode, opened.body).toBe(201);
      const resolved = await t.call('POST', `/api/disputes/${opened.json().id}/resolve`, admin, {
        decision,
        note: `Decisão ${decision}`,
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      await t.settle();
      const [notice] = await noticesOf(offerId);
      expect(notice!.body).toContain(decision === 'REFUND' ? 'foi aceita' : 'foi recusada');
      expect(notice!.body).toContain(`Observação da franquia: Decisão ${decision}`);
      expect(notice!.status).not.toBe('QUEUED');
    }
  });
});
