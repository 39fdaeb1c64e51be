import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { centsToReais } from '@tenho/domain/shared/format';
import { OFFER_BUTTON_TITLES, parseOfferButtonId } from '@tenho/domain/whatsapp/answers';
import type { OutboundButton } from '@tenho/domain/whatsapp/outbound';
import { normalizeWaId, waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import {
  SIMULATOR_CONVERSATION_LIMIT,
  SIMULATOR_MEDIA_MAX_BYTES,
  SIMULATOR_MEDIA_MSG,
  SIMULATOR_MSG,
  type SimulatorMediaFields,
  type SimulatorMediaResult,
  type SimulatorBubble,
  type SimulatorConversation,
  type SimulatorMessage,
  type SimulatorMessageResult,
  type SimulatorUnit,
} from '@tenho/domain/whatsapp/simulator.schemas';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { categories, userCategories } from '../../db/schema/categories.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { outboundMessages, type OutboundMessageRow } from '../../db/schema/outbound.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { walletTopUps, wallets } from '../../db/schema/wallet.ts';
import { canAccessUnit, type Actor } from '../../plugins/authorization.ts';
import { signWebhookBody, SIGNATURE_HEADER } from '../../whatsapp/signature.ts';
import { simulatorPhoneNumberId } from '../../whatsapp/simulator-gateway.ts';
import { companyNameSql, companyPhoneSql } from '../../db/company-sql.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { SIMULATOR_MEDIA_PREFIX, sniffMedia, UPLOAD_SNIFF_BYTES } from '../media/media.service.ts';
import { SIMULATOR_ERRORS } from './messages.errors.ts';

type SimUnit = { id: number; name: string; phoneNumberId: string; simulated: boolean };

/** Meta writes non-ASCII characters as \u escapes: the simulator does too, so signatures are real. */
function metaJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function buttonsOf(row: Pick<OutboundMessageRow, 'payload'>): OutboundButton[] {
  if (row.payload.buttons) return row.payload.buttons;
  return (row.payload.template?.buttonPayloads ?? []).map((id) => {
    const parsed = parseOfferButtonId(id);
    return { id, title: parsed ? OFFER_BUTTON_TITLES[parsed.answer] : id };
  });
}

export type SimulatorServiceDeps = { db: Database; app: Pick<App, 'inject' | 'whatsapp' | 'config'> };

/**
 * The simulator's server side: it plays consumers and companies by posting signed, Cloud-API-shaped
 * deliveries to our own webhook (so a demo exercises the real code), and reads each number's
 * conversation from the stored messages (in simulator mode nothing leaves the machine).
 */
export function createSimulatorService({ db, app }: SimulatorServiceDeps) {
  async function unitFor(actor: Actor, unitId: number): Promise<SimUnit> {
    const [row] = await db
      .select({
        id: franchiseUnits.id,
        name: franchiseUnits.name,
        phone: franchiseUnits.whatsappPhoneNumberId,
      })
      .from(franchiseUnits)
      .where(eq(franchiseUnits.id, unitId));
    if (!row || !canAccessUnit(actor, row.id)) throw SIMULATOR_ERRORS.unitNotFound();
    return {
      id: row.id,
      name: row.name,
      phoneNumberId: row.phone ?? simulatorPhoneNumberId(row.id),
      simulated: row.phone === null,
    };
  }

  async function send(actor: Actor, input: SimulatorMessage): Promise<SimulatorMessageResult> {
    if (app.config.whatsapp.mode !== 'simulator') throw SIMULATOR_ERRORS.cloudMode();
    const unit = await unitFor(actor, input.unit_id);
    const secret = app.whatsapp.appSecret;
    if (!secret || !app.whatsapp.pipeline) throw SIMULATOR_ERRORS.unavailable();

    const wamid = `wamid.SIM${randomBytes(16).toString('hex').toUpperCase()}`;
    const message: Record<string, unknown> = {
      from: input.from,
      id: wamid,
      timestamp: String(Math.floor(app.whatsapp.now().getTime() / 1000)),
    };
    if (input.text !== undefined) {
      Object.assign(message, { type: 'text', text: { body: input.text } });
    } else if (input.button) {
      const repliedTo = input.reply_to
        ? (await db.select().from(outboundMessages).where(eq(outboundMessages.id, input.reply_to)))[0]
        : undefined;
      const context =
        repliedTo?.wamid && repliedTo.toNumber === normalizeWaId(input.from)
          ? { context: { from: unit.phoneNumberId, id: repliedTo.wamid } }
          : {};
      // A template's quick reply arrives as `button`; an interactive message's as `button_reply`.
      Object.assign(
        message,
        repliedTo?.kind === 'template'
          ? { type: 'button', button: { payload: input.button.id, text: input.button.title } }
          : { type: 'interactive', interactive: { type: 'button_reply', button_reply: input.button } },
        context,
      );
    }

    await deliver(unit, secret, input.from, input.name, message);
    return { wamid, message: SIMULATOR_MSG.sent };
  }

  /** Posts one Cloud-API-shaped delivery, signed, to our own webhook. */
  async function deliver(
    unit: SimUnit,
    secret: string,
    from: string,
    name: string | undefined,
    message: Record<string, unknown>,
  ): Promise<void> {
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'SIMULATOR',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: unit.phoneNumberId, phone_number_id: unit.phoneNumberId },
                contacts: [{ profile: { name: name || 'Cliente' }, wa_id: from }],
                messages: [message],
              },
            },
          ],
        },
      ],
    };
    const raw = metaJson(payload);
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(secret, raw) },
      payload: raw,
    });
    if (response.statusCode !== 200) throw SIMULATOR_ERRORS.unavailable();
  }

  /**
   * Issue 30: a consumer's voice note or photo, uploaded by the Simulador (it plays Meta's media
   * hosting): capped at 16 MB while read, sniffed, kept among the simulator's uploads under a new
   * key, and delivered as an `audio` / `image` message whose media id names that key. The media job
   * then takes it from there exactly as it takes a Cloud API download.
   */
  async function sendMedia(
    actor: Actor,
    fields: SimulatorMediaFields,
    file: Readable,
    uploads: FileStorage,
  ): Promise<SimulatorMediaResult> {
    if (app.config.whatsapp.mode !== 'simulator') throw SIMULATOR_ERRORS.cloudMode();
    const unit = await unitFor(actor, fields.unit_id);
    const secret = app.whatsapp.appSecret;
    if (!secret || !app.whatsapp.pipeline) throw SIMULATOR_ERRORS.unavailable();
    const staged = await uploads.stage(file, {
      maxBytes: SIMULATOR_MEDIA_MAX_BYTES,
      tooLarge: () => SIMULATOR_ERRORS.tooLarge(),
    });
    let key: string;
    let type: 'audio' | 'image';
    let mime: string;
    try {
      const kind = sniffMedia(await staged.read(0, UPLOAD_SNIFF_BYTES));
      if (!kind) throw SIMULATOR_ERRORS.notMedia();
      if (kind.type === 'audio' && fields.caption) throw SIMULATOR_ERRORS.captionOnlyPhoto();
      ({ type, mime } = kind);
      key = await staged.commit();
    } finally {
      await staged.discard();
    }
    const wamid = `wamid.SIM${randomBytes(16).toString('hex').toUpperCase()}`;
    const item = { id: `${SIMULATOR_MEDIA_PREFIX}${key}`, mime_type: mime, sha256: staged.sha256 };
    const message: Record<string, unknown> = {
      from: fields.from,
      id: wamid,
      timestamp: String(Math.floor(app.whatsapp.now().getTime() / 1000)),
      type,
      [type]:
        type === 'audio'
          ? { ...item, voice: true }
          : { ...item, ...(fields.caption ? { caption: fields.caption } : {}) },
    };
    try {
      await deliver(unit, secret, fields.from, fields.name, message);
    } catch (error) {
      await uploads.remove(key);
      throw error;
    }
    // Without transcription no job reads an audio: nothing is kept (the consumer is asked to write).
    if (type === 'audio' && !app.config.transcribe.url) await uploads.remove(key);
    return { wamid, type, message: SIMULATOR_MEDIA_MSG.sent };
  }

  async function unitOverview(actor: Actor, unitId: number): Promise<SimulatorUnit> {
    const unit = await unitFor(actor, unitId);
    const rows = await db
      .select({
        id: users.id,
        name: companyNameSql,
        phone: companyPhoneSql,
        isActive: users.isActive,
        balanceCents: sql<number>`coalesce(${wallets.balanceCents}, 0)`.mapWith(Number),
        categories: sql<string[]>`coalesce((
          select array_agg(${categories.name} order by ${categories.name})
          from ${userCategories} join ${categories} on ${categories.id} = ${userCategories.categoryId}
          where ${userCategories.userId} = ${users.id}), '{}')`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(wallets, eq(wallets.clientId, users.id))
      .where(and(eq(users.role, 'CLIENT'), eq(users.unitId, unit.id), isNull(users.deletedAt)))
      .orderBy(companyNameSql)
      .limit(200);
    return {
      unit: {
        id: unit.id,
        name: unit.name,
        phone_number_id: unit.phoneNumberId,
        simulated_number: unit.simulated,
      },
      companies: rows.map((row) => ({
        id: row.id,
        name: row.name,
        whatsapp: row.phone ? waIdFromNationalPhone(row.phone) : null,
        is_active: row.isActive,
        balance: centsToReais(row.balanceCents),
        categories: row.categories,
      })),
    };
  }

  async function conversation(actor: Actor, unitId: number, waId: string): Promise<SimulatorConversation> {
    const unit = await unitFor(actor, unitId);
    const number = normalizeWaId(waId);
    const numbers = [...new Set([unit.phoneNumberId, simulatorPhoneNumberId(unit.id)])];
    const [received, sent] = await Promise.all([
      db
        .select()
        .from(inboundMessages)
        .where(
          and(
            eq(inboundMessages.fromNumber, number),
            or(eq(inboundMessages.unitId, unit.id), inArray(inboundMessages.phoneNumberId, numbers)),
          ),
        )
        .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
        .limit(SIMULATOR_CONVERSATION_LIMIT),
      db
        .select()
        .from(outboundMessages)
        .where(
          and(
            eq(outboundMessages.toNumber, number),
            or(eq(outboundMessages.unitId, unit.id), inArray(outboundMessages.phoneNumberId, numbers)),
          ),
        )
        .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
        .limit(SIMULATOR_CONVERSATION_LIMIT),
    ]);
    // Issue 32: where a Pix copia e cola was sent, whether its top-up is still waiting for payment.
    const topUpIds = [
      ...new Set(sent.flatMap((m) => (m.payload.pixCharge ? [m.payload.pixCharge.topUpId] : []))),
    ];
    const topUpStatus = new Map(
      topUpIds.length
        ? (
            await db
              .select({ id: walletTopUps.id, status: walletTopUps.status })
              .from(walletTopUps)
              .where(inArray(walletTopUps.id, topUpIds))
          ).map((row) => [row.id, row.status])
        : [],
    );
    const bubbles: (SimulatorBubble & { sort: number })[] = [
      ...received.map((m) => ({
        direction: 'in' as const,
        id: m.id,
        at: m.receivedAt.toISOString(),
        body: m.content,
        kind: m.type,
        purpose: null,
        buttons: [],
        status: null,
        pix_charge: null,
        media_status: m.mediaStatus ?? null,
        sort: m.receivedAt.getTime(),
      })),
      ...sent.map((m) => ({
        direction: 'out' as const,
        id: m.id,
        at: m.createdAt.toISOString(),
        body: m.body,
        kind: m.kind,
        purpose: m.purpose,
        buttons:
          m.purpose === 'LEAD_ALERT' || m.purpose === 'RATING_REQUEST' || m.purpose === 'PRIVACY_ANSWER'
            ? buttonsOf(m)
            : [],
        status: m.status,
        pix_charge:
          m.payload.pixCharge && topUpStatus.has(m.payload.pixCharge.topUpId)
            ? {
                top_up_id: m.payload.pixCharge.topUpId,
                automatic: m.payload.pixCharge.automatic,
                status: topUpStatus.get(m.payload.pixCharge.topUpId)!,
              }
            : null,
        sort: m.createdAt.getTime(),
      })),
    ];
    bubbles.sort(
      (a, b) =>
        a.sort - b.sort || (a.direction === b.direction ? a.id - b.id : a.direction === 'in' ? -1 : 1),
    );
    return {
      number,
      bubbles: bubbles.slice(-SIMULATOR_CONVERSATION_LIMIT).map(({ sort: _sort, ...bubble }) => bubble),
    };
  }

  return { send, sendMedia, unitOverview, conversation };
}

export type SimulatorService = ReturnType<typeof createSimulatorService>;
