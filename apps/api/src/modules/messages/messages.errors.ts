import { MESSAGES_MSG } from '@tenho/domain/messages/messages.schemas';
import { SIMULATOR_MEDIA_MSG, SIMULATOR_MSG } from '@tenho/domain/whatsapp/simulator.schemas';
import { AppError } from '../../lib/app-error.ts';

/** The messages module's answers; the texts live in the domain (MESSAGES_MSG, SIMULATOR_MSG). */
export const MESSAGE_ERRORS = {
  notFound: () => new AppError('messages.not_found', 404, MESSAGES_MSG.notFound),
  categoryUnavailable: () =>
    new AppError('messages.category_unavailable', 422, MESSAGES_MSG.categoryUnavailable),
  notARequest: () => new AppError('messages.not_a_request', 422, MESSAGES_MSG.notARequest),
} as const;

/** Messages WhatsApp gave up on (the dead letter queue). */
export const DEAD_LETTER_ERRORS = {
  notFound: () => new AppError('whatsapp.dead_letter_not_found', 404, MESSAGES_MSG.deadLetterNotFound),
  unavailable: () => new AppError('whatsapp.jobs_unavailable', 409, MESSAGES_MSG.webhookUnavailable),
} as const;

/** The WhatsApp webhook (Meta's calls). */
export const WEBHOOK_ERRORS = {
  signature: () => new AppError('whatsapp.invalid_signature', 401, MESSAGES_MSG.webhookSignature),
  verification: () => new AppError('whatsapp.verification_failed', 403, MESSAGES_MSG.webhookVerification),
  payload: () => new AppError('whatsapp.invalid_payload', 400, MESSAGES_MSG.webhookPayload),
  unavailable: () => new AppError('whatsapp.unavailable', 503, MESSAGES_MSG.webhookUnavailable),
} as const;

/** The WhatsApp simulator. */
export const SIMULATOR_ERRORS = {
  multipartRequired: () =>
    new AppError('simulator.multipart_required', 415, SIMULATOR_MEDIA_MSG.multipartRequired),
  fileRequired: () => new AppError('simulator.file_required', 400, SIMULATOR_MEDIA_MSG.fileRequired),
  tooLarge: () => new AppError('simulator.too_large', 413, SIMULATOR_MEDIA_MSG.tooLarge),
  notMedia: () => new AppError('simulator.not_media', 415, SIMULATOR_MEDIA_MSG.notMedia),
  captionOnlyPhoto: () =>
    new AppError('simulator.caption_only_photo', 400, SIMULATOR_MEDIA_MSG.captionOnlyPhoto),
  fieldInvalid: () => new AppError('simulator.field_invalid', 400, SIMULATOR_MEDIA_MSG.fieldInvalid),
  uploadInterrupted: () =>
    new AppError('simulator.upload_interrupted', 400, SIMULATOR_MEDIA_MSG.uploadInterrupted),
  unitNotFound: () => new AppError('simulator.unit_not_found', 404, SIMULATOR_MSG.unitNotFound),
  unavailable: () => new AppError('simulator.unavailable', 409, SIMULATOR_MSG.unavailable),
  cloudMode: () =>
    new AppError(
      'simulator.cloud_mode',
      409,
      'O simulador só funciona com WHATSAPP_MODE=simulator: no modo cloud as respostas iriam para números reais.',
    ),
} as const;
