import { eq, inArray, like, sql } from 'drizzle-orm';
import { OFFER_ANSWER_TEXTS, OFFER_BUTTON_TITLES, offerButtonId } from '@tenho/domain/whatsapp/answers';
import type { OutboundKind, OutboundPurpose, RecipientKind } from '@tenho/domain/whatsapp/outbound';
import { waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import { WHATSAPP_TEXTS } from '@tenho/domain/whatsapp/texts';
import type { Database } from '../../db/client.ts';
import { DEMO_REQUESTS } from '../../db/demo-data.ts';
import { findDemoUnits } from '../../db/seed.ts';
import { categories } from '../../db/schema/categories.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { users } from '../../db/schema/users.ts';
import { simulatorPhoneNumberId } from '../../whatsapp/simulator-gateway.ts';
import { companyNameSql, companyPhoneSql } from '../../db/company-sql.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { createWalletService, seedDemoWallets } from '../wallet/wallet.service.ts';
import { acceptLead } from '../offers/offers.service.ts';

const DEMO_WAMID_PREFIX = 'wamid.DEMO-';
const MINUTE = 60_000;

/**
 * The demo network's WhatsApp history (DEMO_REQUESTS): requests in every state, their offers,
 * answers and the messages sent, as if they had come through the loop. Idempotent (one demo
 * message id per request); runs after the demo accounts and wallets exist. Returns how many
 * requests it added.
 */
export async function seedDemoRequests(db: Database, now: Date = new Date()): Promise<number> {
  const existing = await db
    .select({ wamid: inboundMessages.wamid })
    .from(inboundMessages)
    .where(like(inboundMessages.wamid, `${DEMO_WAMID_PREFIX}%`));
  const seeded = new Set(existing.map((row) => row.wamid));
  // Oldest first, as they would have come in: each TENHO's charge follows the ledger's order.
  const missing = DEMO_REQUESTS.filter((r) => !seeded.has(`${DEMO_WAMID_PREFIX}${r.key}`)).sort(
    (a, b) => b.minutesAgo - a.minutesAgo,
  );
  if (missing.length === 0) return 0;

  await seedDemoWallets(db, now);
  const unitRows = await findDemoUnits(db);
  const unitByCode = new Map(unitRows.map((u) => [u.code, u.id]));
  const categoryRows = await db
    .select({ id: categories.id, code: categories.code, name: categories.name })
    .from(categories);
  const categoryByCode = new Map(categoryRows.map((c) => [c.code, c]));
  const emails = missing.flatMap((r) => r.offers.map((o) => o.companyEmail));
  const companyRows = emails.length
    ? await db
        .select({ id: users.id, email: users.email, name: companyNameSql, phone: companyPhoneSql })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  const companyByEmail = new Map(companyRows.map((c) => [c.email.toLowerCase(), c]));
  const wallet = createWalletService({ db });
  const { creditValueCents, offerTtlHours } = await createSettingsService({ db }).get();

  let added = 0;
  for (const demo of missing) {
    const unitId = unitByCode.get(demo.unitCode);
    if (unitId === undefined) continue;
    const category = demo.categoryCode ? categoryByCode.get(demo.categoryCode) : undefined;
    const receivedAt = new Date(now.getTime() - demo.minutesAgo * MINUTE);
    const consumerWaId = waIdFromNationalPhone(demo.consumerPhone);
    const phoneNumberId = simulatorPhoneNumberId(unitId);
    // Like routing: only a company whose balance covers the credit value is alerted.
    const balances = await wallet.balancesCents(
      demo.offers.flatMap((o) => companyByEmail.get(o.companyEmail)?.id ?? []),
    );
    const companies = demo.offers.flatMap((o) => {
      const company = companyByEmail.get(o.companyEmail);
      return company && (balances.get(company.id) ?? 0) >= creditValueCents ? [{ ...o, company }] : [];
    });

    await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(inboundMessages)
        .values({
          wamid: `${DEMO_WAMID_PREFIX}${demo.key}`,
          phoneNumberId,
          unitId,
          fromWaId: consumerWaId,
          fromNumber: consumerWaId,
          senderName: demo.consumerName,
          type: 'text',
          content: demo.text,
          sentAt: receivedAt,
          receivedAt,
          state: 'PROCESSED',
          kind: 'REQUEST',
          outcome: !category ? 'NOT_UNDERSTOOD' : companies.length ? 'OFFERED' : 'NO_COMPANY',
          categoryId: category?.id ?? null,
          categoryConfidence: category ? 0.8 : null,
          categorySource: category ? 'offline' : null,
          processedAt: new Date(receivedAt.getTime() + 1000),
        })
        .onConflictDoNothing({ target: inboundMessages.wamid })
        .returning();
      if (!message) return;

      const sent = (
        purpose: OutboundPurpose,
        to: string,
        recipientKind: RecipientKind,
        body: string,
        at: Date,
        extra: {
          offerId?: number;
          companyId?: number;
          kind?: OutboundKind;
          buttons?: { id: string; title: string }[];
        } = {},
      ) => ({
        unitId,
        phoneNumberId,
        toWaId: to,
        toNumber: to,
        recipientKind,
        companyId: extra.companyId ?? null,
        messageId: message.id,
        offerId: extra.offerId ?? null,
        purpose,
        kind: extra.kind ?? ('text' as const),
        body,
        payload: extra.buttons ? { buttons: extra.buttons } : {},
        status: 'READ' as const,
        wamid: `${DEMO_WAMID_PREFIX}${demo.key}-${purpose}-${extra.offerId ?? 0}`,
        attempts: 1,
        createdAt: at,
        sentAt: at,
        deliveredAt: at,
        readAt: at,
        updatedAt: at,
      });
      const replies: (typeof outboundMessages.$inferInsert)[] = [];
      const repliedAt = new Date(receivedAt.getTime() + 2000);

      if (!category) {
        replies.push(
          sent('NOT_UNDERSTOOD', consumerWaId, 'CONSUMER', WHATSAPP_TEXTS.notUnderstood, repliedAt),
        );
      } else if (companies.length === 0) {
        replies.push(
          sent(
            'NO_COMPANY',
            consumerWaId,
            'CONSUMER',
            WHATSAPP_TEXTS.noCompanyAvailable(category.name),
            repliedAt,
          ),
        );
      } else {
        replies.push(
          sent(
            'REQUEST_ACK',
            consumerWaId,
            'CONSUMER',
            WHATSAPP_TEXTS.requestAcknowledged(category.name, companies.length),
            repliedAt,
          ),
        );
      }

      for (const { company, state, answeredAfterMinutes } of companies) {
        const answeredAt =
          state === 'ACCEPTED' || state === 'REJECTED'
            ? new Date(receivedAt.getTime() + (answeredAfterMinutes ?? 5) * MINUTE)
            : null;
        const [offer] = await tx
          .insert(offers)
          .values({
            messageId: message.id,
            companyId: company.id,
            unitId,
            categoryId: category!.id,
            status: state === 'ACCEPTED' ? 'PENDING' : state,
            offeredAt: repliedAt,
            expiresAt: new Date(repliedAt.getTime() + offerTtlHours * 3_600_000),
            respondedAt: state === 'REJECTED' ? answeredAt : null,
            responseText: state === 'REJECTED' ? OFFER_ANSWER_TEXTS.REJECT : null,
            responseChannel: state === 'REJECTED' ? 'WHATSAPP' : null,
          })
          .returning();
        const companyWaId = company.phone ? waIdFromNationalPhone(company.phone) : null;
        if (companyWaId) {
          replies.push(
            sent(
              'LEAD_ALERT',
              companyWaId,
              'COMPANY',
              WHATSAPP_TEXTS.leadAlert(category!.name, demo.text, creditValueCents),
              repliedAt,
              {
                offerId: offer!.id,
                companyId: company.id,
                kind: 'interactive',
                buttons: [
                  { id: offerButtonId(offer!.id, 'ACCEPT'), title: OFFER_BUTTON_TITLES.ACCEPT },
                  { id: offerButtonId(offer!.id, 'REJECT'), title: OFFER_BUTTON_TITLES.REJECT },
                ],
              },
            ),
          );
        }
        if (state !== 'ACCEPTED') continue;
        // A TENHO is accepted like a real one: the same charge through the ledger, dated at the TENHO.
        const accepted = await acceptLead(tx, wallet, {
          offer: offer!,
          category: category!.name,
          amountCents: creditValueCents,
          answered: {
            respondedAt: answeredAt,
            responseText: OFFER_ANSWER_TEXTS.ACCEPT,
            responseChannel: 'WHATSAPP',
          },
          chargedAt: answeredAt!,
        });
        if (!accepted) continue; // not enough demo credit: the offer stays pending
        if (companyWaId) {
          replies.push(
            sent(
              'CONTACT_FOR_COMPANY',
              companyWaId,
              'COMPANY',
              WHATSAPP_TEXTS.contactForCompany(demo.consumerName, consumerWaId, demo.text),
              answeredAt!,
              { offerId: offer!.id, companyId: company.id },
            ),
          );
        }
        replies.push(
          sent(
            'CONTACT_FOR_CONSUMER',
            consumerWaId,
            'CONSUMER',
            WHATSAPP_TEXTS.contactForConsumer(company.name, companyWaId, null, demo.text),
            answeredAt!,
            { offerId: offer!.id },
          ),
        );
      }
      await tx.insert(outboundMessages).values(replies);
      added += 1;
    });
  }
  return added;
}
