import { MEDIA_MSG } from '@tenho/domain/media/media.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { ProviderFailure } from './transcriber.ts';

/** The media module's answers; the texts live in the domain (MEDIA_MSG). */
export const MEDIA_ERRORS = {
  transcriptionOff: () => new AppError('media.transcription_off', 409, MEDIA_MSG.transcriptionOff),
  provider: (failure: ProviderFailure) => {
    switch (failure) {
      case 'unavailable':
        return new AppError('media.provider_unavailable', 503, MEDIA_MSG.providerUnavailable);
      case 'unauthorized':
        return new AppError('media.provider_unauthorized', 422, MEDIA_MSG.providerUnauthorized);
      case 'not_found':
        return new AppError('media.provider_not_found', 422, MEDIA_MSG.providerNotFound);
      case 'refused':
        return new AppError('media.provider_refused', 422, MEDIA_MSG.providerRefused);
      case 'empty':
        return new AppError('media.provider_empty', 422, MEDIA_MSG.providerEmpty);
    }
  },
};
