import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { playRequest, useLoopNetwork, useLoopTestApp } from '../../../test/whatsapp-loop.ts';

/** POST /api/offers/{id}/answer: a company answers from the panel through the same service as WhatsApp. */
const t = useLoopTestApp();
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'alpha', 'beta', 'other', 'staff']);

const answer = (token: string, offerId: number, value: unknown) =>
  t.call('POST', `/api/offers/${offerId}/answer`, token, { answer: value });

const debits = (offerId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.referenceKind, 'OFFER'), eq(walletTransactions.referenceId, offerId)));

describe('POST /api/offers/{id}/answer', () => {
  it('ACCEPT charges the credit value once, reveals the contact and sends it both ways over WhatsApp', async () => {
    const { offersByCompany, consumer } = await playRequest(t, { name: 'Carlos Dias' });
    const offerId = offersByCompany.get(net.alpha.id)!;
    const response = await answer(tokens.alpha, offerId, 'ACCEPT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      offer: {
        id: offerId,
        status: 'ACCEPTED',
        response_text: 'TENHO',
        charged: 0.3,
        contacts_exchanged: true,
      },
      contact: { name: 'Carlos Dias', whatsapp: consumer },
      message: expect.stringContaining('Contato liberado'),
    });
    expect(await debits(offerId)).toHaveLength(1);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.responseChannel).toBe('PANEL');
    await t.settle();
    const contacts = await t.db.select().from(outboundMessages).where(eq(outboundMessages.offerId, offerId));
    expect(contacts.map((c) => c.purpose)).toEqual(
      expect.arrayContaining(['CONTACT_FOR_COMPANY', 'CONTACT_FOR_CONSUMER']),
    );

    // A second answer is refused and charges nothing.
    const again = await answer(tokens.alpha, offerId, 'ACCEPT');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'offers.already_answered',
      message: 'Este pedido já foi respondido.',
    });
    expect(await debits(offerId)).toHaveLength(1);
  });

  it('two ACCEPT at once charge once', async () => {
    const { offersByCompany } = await playRequest(t);
    const offerId = offersByCompany.get(net.beta.id)!;
    const results = await Promise.all([
      answer(tokens.beta, offerId, 'ACCEPT'),
      answer(tokens.beta, offerId, 'ACCEPT'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await debits(offerId)).toHaveLength(1);
  });

  it('REJECT is free', async () => {
    const { offersByCompany } = await playRequest(t);
    const offerId = offersByCompany.get(net.beta.id)!;
    const response = await answer(tokens.beta, offerId, 'REJECT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      offer: { status: 'REJECTED', response_text: 'NÃO TENHO', charged: null },
      contact: null,
    });
    expect(await debits(offerId)).toHaveLength(0);
  });

  it('422 without enough balance: the offer stays pending', async () => {
    const { offersByCompany } = await playRequest(t);
    const offerId = offersByCompany.get(net.beta.id)!;
    const wallet = createWalletService({ db: t.db });
    const balance = await wallet.balanceCents(net.beta.id);
    await wallet.debit(net.beta.id, balance, {
      idempotencyKey: 'drain-beta',
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'ajuste de teste',
    });
    const response = await answer(tokens.beta, offerId, 'ACCEPT');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'offers.insufficient_balance',
      message: expect.stringContaining('Saldo insuficiente'),
    });
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.status).toBe('PENDING');
  });

  it('409 once the offer expired, never charged', async () => {
    const { offersByCompany } = await playRequest(t);
    const offerId = offersByCompany.get(net.alpha.id)!;
    t.clock.advance(25 * 3_600_000);
    const response = await answer(tokens.alpha, offerId, 'ACCEPT');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'offers.expired' });
    expect(await debits(offerId)).toHaveLength(0);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.status).toBe('EXPIRED');
  });

  it('only the company itself answers: 403 for those who see the offer, 404 for the rest', async () => {
    const { offersByCompany } = await playRequest(t);
    const offerId = offersByCompany.get(net.alpha.id)!;
    expect((await answer(tokens.admin0, offerId, 'ACCEPT')).statusCode).toBe(403);
    expect((await answer(tokens.master, offerId, 'ACCEPT')).statusCode).toBe(403);
    const notMine = await answer(tokens.beta, offerId, 'ACCEPT');
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ code: 'offers.not_found', message: 'Pedido não encontrado' });
    expect((await answer(tokens.other, offerId, 'ACCEPT')).statusCode).toBe(404);
    // A company's USER holds no message permissions by default.
    expect((await answer(tokens.staff, offerId, 'ACCEPT')).statusCode).toBe(403);
    expect((await answer(tokens.alpha, 99_999_999, 'ACCEPT')).statusCode).toBe(404);
  });

  it.each([['TALVEZ'], [''], [null], [1]])('400 for the answer %j', async (value) => {
    const response = await answer(tokens.alpha, 1, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe('Resposta inválida: use TENHO ou NÃO TENHO');
  });
});
