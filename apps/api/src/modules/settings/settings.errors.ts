import { SETTINGS_MSG } from '@tenho/domain/settings/settings.schemas';
import { AppError } from '../../lib/app-error.ts';

export const SETTINGS_ERRORS = {
  unitNotFound: () =>
    new AppError('settings.unit_not_found', 422, SETTINGS_MSG.defaultUnitNotFound, [
      { path: 'defaultUnitId', message: SETTINGS_MSG.defaultUnitNotFound },
    ]),
} as const;
