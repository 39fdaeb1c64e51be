import { z } from 'zod';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@tenho/domain/whatsapp/outbound';
import { isWaId } from '@tenho/domain/whatsapp/phone';
import { stripInvisibleFormatting } from '@tenho/domain/shared/format';

/**
 * The WhatsApp Cloud API webhook body: `entry[] → changes[] (field "messages") → value` with
 * `metadata.phone_number_id`, `contacts[]`, `messages[]` and/or `statuses[]`. Every item is read on
 * its own: one malformed message never hides the others of the batch.
 */

/** Longest text we keep of one message (WhatsApp's own limit for a text body). */
export const INBOUND_CONTENT_MAX = 4096;
const ID_MAX = 256;

export type InboundEvent = {
  phoneNumberId: string;
  wamid: string;
  fromWaId: string;
  senderName: string | null;
  type: string;
  content: string;
  replyId: string | null;
  contextWamid: string | null;
  sentAt: Date;
  raw: unknown;
};

export type StatusEvent = {
  phoneNumberId: string;
  wamid: string;
  status: DeliveryStatus;
  occurredAt: Date;
  recipientWaId: string | null;
  errorCode: number | null;
  errorMessage: string | null;
};

export type ParsedWebhook = { messages: InboundEvent[]; statuses: StatusEvent[]; skipped: number };

const idText = z.string().trim().min(1).max(ID_MAX);
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .optional()
    .catch(undefined);

const contactSchema = z.object({
  wa_id: z.string().optional(),
  profile: z.object({ name: z.string().optional() }).optional().catch(undefined),
});

const messageSchema = z.object({
  id: idText,
  from: z.string().trim().refine(isWaId),
  timestamp: z.union([z.string(), z.number()]).optional(),
  type: z.string().trim().min(1).max(40),
  text: z
    .object({ body: optionalText(INBOUND_CONTENT_MAX) })
    .optional()
    .catch(undefined),
  interactive: z
    .object({
      type: z.string().optional(),
      button_reply: z.object({ id: optionalText(ID_MAX), title: optionalText(100) }).optional(),
      list_reply: z.object({ id: optionalText(ID_MAX), title: optionalText(100) }).optional(),
    })
    .optional()
    .catch(undefined),
  button: z
    .object({ payload: optionalText(ID_MAX), text: optionalText(100) })
    .optional()
    .catch(undefined),
  context: z
    .object({ id: optionalText(ID_MAX) })
    .optional()
    .catch(undefined),
  image: z
    .object({ caption: optionalText(1024) })
    .optional()
    .catch(undefined),
  video: z
    .object({ caption: optionalText(1024) })
    .optional()
    .catch(undefined),
  document: z
    .object({ caption: optionalText(1024) })
    .optional()
    .catch(undefined),
});

const statusSchema = z.object({
  id: idText,
  status: z.enum(DELIVERY_STATUSES),
  timestamp: z.union([z.string(), z.number()]).optional(),
  recipient_id: z.string().optional().catch(undefined),
  errors: z
    .array(
      z.object({
        code: z.number().int().optional().catch(undefined),
        title: z.string().optional().catch(undefined),
        message: z.string().optional().catch(undefined),
        error_data: z.object({ details: z.string().optional() }).optional().catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
});

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** WhatsApp timestamps are Unix seconds as text; a missing or absurd one becomes `now`. */
function toDate(value: string | number | undefined, now: Date): Date {
  const seconds = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) return now;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + 86_400_000 ? now : date;
}

/** PostgreSQL refuses NUL characters and lone surrogates in text and JSON: they are dropped. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
const clip = (text: string | undefined, max: number) =>
  text ? clean(Array.from(text).slice(0, max).join('')) : '';
/** The delivered item, kept for support, with the same cleaning applied to every string in it. */
const cleanRaw = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? clean(v) : v)));

function contentOf(message: z.infer<typeof messageSchema>): { content: string; replyId: string | null } {
  switch (message.type) {
    case 'text':
      return { content: clip(message.text?.body, INBOUND_CONTENT_MAX), replyId: null };
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      return { content: clip(reply?.title, 100), replyId: reply?.id ? clip(reply.id, ID_MAX) : null };
    }
    case 'button':
      return {
        content: clip(message.button?.text, 100),
        replyId: message.button?.payload ? clip(message.button.payload, ID_MAX) : null,
      };
    case 'image':
    case 'video':
    case 'document': {
      const caption = message[message.type]?.caption;
      return { content: clip(caption, 1024), replyId: null };
    }
    default:
      return { content: '', replyId: null };
  }
}

/** Walks every entry, change, message and status of a delivery. */
export function parseWebhookPayload(body: unknown, now: Date): ParsedWebhook {
  const result: ParsedWebhook = { messages: [], statuses: [], skipped: 0 };
  const root = asRecord(body);
  if (root.object !== undefined && root.object !== 'whatsapp_business_account') return result;

  for (const entry of asArray(root.entry)) {
    for (const change of asArray(asRecord(entry).changes)) {
      const changeRecord = asRecord(change);
      if (changeRecord.field !== undefined && changeRecord.field !== 'messages') continue;
      const value = asRecord(changeRecord.value);
      const phoneNumberId = idText.transform(clean).safeParse(asRecord(value.metadata).phone_number_id);
      const messages = asArray(value.messages);
      const statuses = asArray(value.statuses);
      if (!phoneNumberId.success) {
        result.skipped += messages.length + statuses.length;
        continue;
      }

      const names = new Map<string, string>();
      for (const contact of asArray(value.contacts)) {
        const parsed = contactSchema.safeParse(contact);
        // A profile name is typed by the consumer: no bidi overrides or zero-width tricks in the panel.
        const name = parsed.success
          ? stripInvisibleFormatting(parsed.data.profile?.name ?? '').trim() || undefined
          : undefined;
        if (parsed.success && parsed.data.wa_id && name) names.set(parsed.data.wa_id, clip(name, 120));
      }

      for (const item of messages) {
        const parsed = messageSchema.safeParse(item);
        if (!parsed.success) {
          result.skipped += 1;
          continue;
        }
        const message = parsed.data;
        const { content, replyId } = contentOf(message);
        result.messages.push({
          phoneNumberId: phoneNumberId.data,
          wamid: clean(message.id),
          fromWaId: message.from,
          senderName: names.get(message.from) ?? null,
          type: message.type,
          content,
          replyId,
          contextWamid: message.context?.id ? clip(message.context.id, ID_MAX) : null,
          sentAt: toDate(message.timestamp, now),
          raw: cleanRaw(item),
        });
      }

      for (const item of statuses) {
        const parsed = statusSchema.safeParse(item);
        if (!parsed.success) {
          result.skipped += 1;
          continue;
        }
        const status = parsed.data;
        const error = status.errors?.[0];
        result.statuses.push({
          phoneNumberId: phoneNumberId.data,
          wamid: clean(status.id),
          status: status.status,
          occurredAt: toDate(status.timestamp, now),
          recipientWaId: status.recipient_id && isWaId(status.recipient_id) ? status.recipient_id : null,
          errorCode: error?.code ?? null,
          errorMessage: error
            ? clip(error.error_data?.details ?? error.message ?? error.title, 500) || null
            : null,
        });
      }
    }
  }
  return result;
}
