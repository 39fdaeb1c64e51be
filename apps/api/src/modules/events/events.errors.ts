import { EVENTS_MSG } from '@tenho/domain/events/events.schemas';
import { AppError } from '../../lib/app-error.ts';
import { RetryLaterError } from '../../plugins/errors.ts';

/** GET /api/events refusals; the texts live in the domain (EVENTS_MSG). */
export const EVENTS_ERRORS = {
  tooManyStreams: () => new RetryLaterError('events.too_many_streams', EVENTS_MSG.tooManyStreams, 30_000),
  busy: () => new AppError('events.unavailable', 503, EVENTS_MSG.unavailable),
} as const;
