import { z } from 'zod';
import '../shared/zod-locale.ts';
import { isValidPhone, normalizePhoneDigits, onlyDigits } from '../shared/format.ts';
import { MAX_ID, idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';
import { TOP_UP_STATUSES } from '../wallet/wallet.schemas.ts';
import { OUTBOUND_KINDS, OUTBOUND_PURPOSES, OUTBOUND_STATUSES } from './outbound.ts';
import { isWaId, waIdFromNationalPhone } from './phone.ts';

/**
 * The WhatsApp simulator (MASTER: any unit; ADMIN: its own): play a consumer or a company. Every
 * message goes through the real webhook, signed and shaped like a Cloud API delivery.
 */

export const SIMULATOR_MSG = {
  unitInvalid: 'Selecione a franquia',
  phoneInvalid: 'Informe um WhatsApp válido com DDD, por exemplo (11) 98765-4321',
  nameTooLong: 'Use no máximo 60 caracteres no nome',
  textRequired: 'Escreva a mensagem',
  textTooLong: 'Use no máximo 4096 caracteres',
  oneOfTextOrButton: 'Envie um texto ou toque em um botão',
  buttonInvalid: 'Botão inválido',
  unitNotFound: 'Franquia não encontrada',
  unavailable: 'O simulador está indisponível: o serviço de mensagens não foi iniciado neste servidor.',
  sent: 'Mensagem enviada',
} as const;

export const SIMULATOR_TEXT_MAX = 4096;
export const SIMULATOR_CONVERSATION_LIMIT = 100;

/** '+' starts an international number (any country); anything else is read as Brazilian. */
const isInternational = (v: string) => v.startsWith('+') && !v.startsWith('+55');

/** A phone as typed ('(11) 98765-4321', '+55 11 8765-4321', '+1 415 555 2671') as a WhatsApp id. */
export const simulatorPhoneField = z
  .string({ error: SIMULATOR_MSG.phoneInvalid })
  .trim()
  .max(30, SIMULATOR_MSG.phoneInvalid)
  .refine(
    (v) => (isInternational(v) ? isWaId(onlyDigits(v)) : isValidPhone(v) || isWaId(onlyDigits(v))),
    SIMULATOR_MSG.phoneInvalid,
  )
  .transform((v) =>
    !isInternational(v) && isValidPhone(v) ? waIdFromNationalPhone(normalizePhoneDigits(v)) : onlyDigits(v),
  );

/** POST /simulator/messages: a consumer's text, or a company's text or button tap. */
export const simulatorMessageInputSchema = z
  .object({
    unit_id: z
      .number({ error: SIMULATOR_MSG.unitInvalid })
      .int(SIMULATOR_MSG.unitInvalid)
      .positive(SIMULATOR_MSG.unitInvalid)
      .max(MAX_ID, SIMULATOR_MSG.unitInvalid),
    /** Who writes: the phone (or WhatsApp id) of the consumer or company played. */
    from: simulatorPhoneField,
    /** The WhatsApp profile name (consumers). */
    name: z.string({ error: SIMULATOR_MSG.nameTooLong }).trim().max(60, SIMULATOR_MSG.nameTooLong).optional(),
    text: z
      .string({ error: SIMULATOR_MSG.textRequired })
      .trim()
      .min(1, SIMULATOR_MSG.textRequired)
      .max(SIMULATOR_TEXT_MAX, SIMULATOR_MSG.textTooLong)
      .optional(),
    /** A reply button of an alert (its id names the offer) … */
    button: z
      .object(
        {
          id: z
            .string({ error: SIMULATOR_MSG.buttonInvalid })
            .trim()
            .min(1, SIMULATOR_MSG.buttonInvalid)
            .max(256, SIMULATOR_MSG.buttonInvalid),
          title: z
            .string({ error: SIMULATOR_MSG.buttonInvalid })
            .trim()
            .min(1, SIMULATOR_MSG.buttonInvalid)
            .max(20, SIMULATOR_MSG.buttonInvalid),
        },
        { error: SIMULATOR_MSG.buttonInvalid },
      )
      .optional(),
    /** … tapped on this outbound message (it becomes `context.id`); a template's arrives as `button`. */
    reply_to: z
      .number({ error: SIMULATOR_MSG.buttonInvalid })
      .int(SIMULATOR_MSG.buttonInvalid)
      .positive(SIMULATOR_MSG.buttonInvalid)
      .max(MAX_ID, SIMULATOR_MSG.buttonInvalid)
      .optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.button === undefined), {
    message: SIMULATOR_MSG.oneOfTextOrButton,
    path: ['text'],
  });
export type SimulatorMessageInput = z.input<typeof simulatorMessageInputSchema>;
export type SimulatorMessage = z.output<typeof simulatorMessageInputSchema>;

export const simulatorMessageResultSchema = z.object({
  /** The WhatsApp message id the simulated delivery carried. */
  wamid: z.string(),
  message: z.string(),
});
export type SimulatorMessageResult = z.infer<typeof simulatorMessageResultSchema>;

/** GET /simulator/units/{id}: the unit's number and its companies (each gets an inbox). */
export const simulatorUnitSchema = z.object({
  unit: z.object({
    id: idSchema,
    name: z.string(),
    /** The business number consumers write to (the unit's, or a simulated one). */
    phone_number_id: z.string(),
    simulated_number: z.boolean(),
  }),
  companies: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      /** The company's WhatsApp id (from its registration phone), null without a phone. */
      whatsapp: z.string().nullable(),
      is_active: z.boolean(),
      balance: z.number(),
      categories: z.array(z.string()),
    }),
  ),
});
export type SimulatorUnit = z.infer<typeof simulatorUnitSchema>;

export const simulatorConversationQuerySchema = z.object({
  unit_id: z
    .string({ error: SIMULATOR_MSG.unitInvalid })
    .regex(/^[1-9]\d{0,9}$/, SIMULATOR_MSG.unitInvalid)
    .transform(Number)
    .refine((n) => n <= MAX_ID, SIMULATOR_MSG.unitInvalid),
  number: simulatorPhoneField,
});
export type SimulatorConversationQuery = z.output<typeof simulatorConversationQuerySchema>;

/** One bubble of a simulated phone: what the number sent us, and what we sent it. */
export const simulatorBubbleSchema = z.object({
  direction: z.enum(['in', 'out']),
  /** Inbound message id (in) or outbound message id (out; `reply_to` of a button tap). */
  id: idSchema,
  at: isoDateTimeSchema,
  body: z.string(),
  kind: z.union([z.enum(OUTBOUND_KINDS), z.string()]),
  purpose: z.enum(OUTBOUND_PURPOSES).nullable(),
  /** Reply buttons to show (alerts, interactive or template). */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Delivery (out) — the simulator delivers at once. */
  status: z.enum(OUTBOUND_STATUSES).nullable(),
  /**
   * Issue 32: the bubble is the Pix copia e cola of this top-up; an automatic one (a charge at the
   * PSP sandbox) can be paid from the Simulador ('Pagar com Pix').
   */
  pix_charge: z
    .object({ top_up_id: idSchema, automatic: z.boolean(), status: z.enum(TOP_UP_STATUSES) })
    .nullable()
    .optional(),
  /**
   * Issue 30: where a voice note or photo the number sent stands (in): PENDING while fetched or
   * transcribed, TRANSCRIBED or STORED when done, FAILED when it could not be heard (the consumer
   * was asked to write instead). Null for text and for what we sent.
   */
  media_status: z.enum(['PENDING', 'TRANSCRIBED', 'STORED', 'FAILED']).nullable().optional(),
});
export type SimulatorBubble = z.infer<typeof simulatorBubbleSchema>;

export const simulatorConversationSchema = z.object({
  number: z.string(),
  bubbles: z.array(simulatorBubbleSchema),
});
export type SimulatorConversation = z.infer<typeof simulatorConversationSchema>;

/** Issue 30: a voice note or a photo the Simulador uploads itself (simulator mode plays Meta's media). */
export const SIMULATOR_MEDIA_MAX_BYTES = 16 * 1024 * 1024;
export const SIMULATOR_CAPTION_MAX = 1024;

export const SIMULATOR_MEDIA_MSG = {
  multipartRequired: 'Envie o arquivo como multipart/form-data (campo file).',
  fileRequired: 'Grave um áudio ou escolha uma foto',
  tooLarge: 'O arquivo passa de 16 MB: envie um menor.',
  notMedia: 'Envie um áudio (OGG, MP3, M4A, AMR, WAV ou WebM) ou uma foto (JPEG, PNG ou WebP).',
  captionTooLong: `Use no máximo ${SIMULATOR_CAPTION_MAX} caracteres na legenda`,
  captionOnlyPhoto: 'Só uma foto leva legenda',
  fieldInvalid: 'Formulário inválido',
  uploadInterrupted: 'O envio foi interrompido. Tente de novo.',
  sent: 'Mídia enviada',
} as const;

/** The text fields of POST /simulator/media (multipart; the file comes last). */
export const simulatorMediaFieldsSchema = z.object({
  unit_id: z
    .string({ error: SIMULATOR_MSG.unitInvalid })
    .regex(/^[1-9]\d{0,9}$/, SIMULATOR_MSG.unitInvalid)
    .transform(Number)
    .refine((n) => n <= MAX_ID, SIMULATOR_MSG.unitInvalid),
  from: simulatorPhoneField,
  name: z.string({ error: SIMULATOR_MSG.nameTooLong }).trim().max(60, SIMULATOR_MSG.nameTooLong).optional(),
  caption: z
    .string({ error: SIMULATOR_MEDIA_MSG.captionTooLong })
    .trim()
    .max(SIMULATOR_CAPTION_MAX, SIMULATOR_MEDIA_MSG.captionTooLong)
    .optional(),
});
export type SimulatorMediaFields = z.output<typeof simulatorMediaFieldsSchema>;

export const simulatorMediaResultSchema = z.object({
  wamid: z.string(),
  /** What the upload turned out to be (by its bytes). */
  type: z.enum(['audio', 'image']),
  message: z.string(),
});
export type SimulatorMediaResult = z.infer<typeof simulatorMediaResultSchema>;
