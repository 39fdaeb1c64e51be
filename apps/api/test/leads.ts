import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { categories } from '../src/db/schema/categories.ts';
import { inboundMessages } from '../src/db/schema/messages.ts';
import { offers, type OfferRow } from '../src/db/schema/offers.ts';
import { acceptLead } from '../src/modules/offers/offers.service.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';

export type LeadOptions = {
  companyId: number;
  unitId: number | null;
  /** When the TENHO happened (default now). */
  acceptedAt?: Date;
  /** What the TENHO cost (default 30); 0 accepts without a charge. */
  amountCents?: number;
  /** REJECTED / PENDING leave it uncharged. */
  status?: 'ACCEPTED' | 'REJECTED' | 'PENDING';
  content?: string;
};

/**
 * A request offered to a company and answered as the loop answers it: TENHO goes through the same
 * acceptLead (the wallet's chargeLead) the WhatsApp and panel paths use. The wallet is credited
 * first so the charge always fits.
 */
export async function createLead(db: Database, options: LeadOptions): Promise<OfferRow> {
  const at = options.acceptedAt ?? new Date();
  const [category] = await db.select().from(categories).where(eq(categories.isActive, true)).limit(1);
  const waId = `5511${String(900000000 + Math.floor(Math.random() * 99999999))}`;
  const [message] = await db
    .insert(inboundMessages)
    .values({
      wamid: `wamid.TEST-${randomBytes(8).toString('hex')}`,
      phoneNumberId: 'test-number',
      unitId: options.unitId,
      fromWaId: waId,
      fromNumber: waId,
      senderName: 'Maria Souza',
      type: 'text',
      content: options.content ?? 'Preciso de um eletricista para hoje',
      sentAt: new Date(at.getTime() - 60_000),
      receivedAt: new Date(at.getTime() - 60_000),
      state: 'PROCESSED',
      kind: 'REQUEST',
      outcome: 'OFFERED',
      categoryId: category!.id,
    })
    .returning();
  const [offer] = await db
    .insert(offers)
    .values({
      messageId: message!.id,
      companyId: options.companyId,
      unitId: options.unitId,
      categoryId: category!.id,
      offeredAt: new Date(at.getTime() - 30_000),
      expiresAt: new Date(at.getTime() + 24 * 3_600_000),
    })
    .returning();
  const status = options.status ?? 'ACCEPTED';
  if (status === 'PENDING') return offer!;
  if (status === 'REJECTED') {
    const [rejected] = await db
      .update(offers)
      .set({ status: 'REJECTED', respondedAt: at, responseText: 'NÃO TENHO', responseChannel: 'PANEL' })
      .where(eq(offers.id, offer!.id))
      .returning();
    return rejected!;
  }
  const wallet = createWalletService({ db });
  const amountCents = options.amountCents ?? 30;
  if (amountCents > 0)
    await wallet.credit(options.companyId, amountCents, {
      idempotencyKey: `test-credit-${offer!.id}`,
      reference: { kind: 'ADMIN_CREDIT', id: null },
      description: 'Crédito de teste',
    });
  const accepted = await db.transaction((tx) =>
    acceptLead(tx, wallet, {
      offer: offer!,
      category: category!.name,
      amountCents,
      answered: { respondedAt: at, responseText: 'TENHO', responseChannel: 'PANEL' },
    }),
  );
  return accepted!;
}
