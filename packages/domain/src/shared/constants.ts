/** Business constants and limits (spec §9, architecture §5). */

/** Price of one credit (one accepted lead) in cents until MASTER changes the setting. */
export const DEFAULT_CREDIT_VALUE_CENTS = 30;
/** The same price in reais, as the API and the screens show it. */
export const DEFAULT_CREDIT_VALUE = DEFAULT_CREDIT_VALUE_CENTS / 100;
/** Smallest credit amount and the step of every money input, in reais. */
export const CREDIT_MIN = 0.01;
export const CREDIT_STEP = 0.01;

/** Toast durations in milliseconds (spec §8, §9). */
export const TOAST_DURATION = {
  success: 3000,
  loginError: 4000,
  inactive: 6000,
  /** The amber notice of a refused permission delete (HTTP 400). */
  warning: 6000,
  error: 4000,
} as const;

/** 'Configurações de {área} salvas com sucesso!' clears after this. */
export const SETTINGS_MESSAGE_MS = 3000;
/** The profile's success/error notice hides after this. */
export const PROFILE_NOTICE_MS = 5000;
/** The landing header changes style after this many pixels of scroll. */
export const HEADER_SCROLL_THRESHOLD = 10;

/** Local storage keys (spec §3); remember-me keeps only the e-mail (architecture §5.4). */
export const STORAGE_KEYS = { auth: 'auth-storage', remember: 'login-remember' } as const;

/** browser-image-compression options for avatars (spec §9). */
export const AVATAR_COMPRESSION = { maxSizeMB: 0.5, maxWidthOrHeight: 400, initialQuality: 0.7 } as const;

/** The edit modal waits this long before refreshing the list. */
export const EDIT_REFRESH_DELAY_MS = 500;
/** Central de Mensagens shows at most this many responses per row, then '+N mais'. */
export const MAX_RESPONSES_PER_ROW = 2;

/** Report periods in days and the default one. */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** Client dashboard bars: twice the count, at least 10 (also for negative or missing counts). */
export function barHeight(count: number): number {
  return Number.isFinite(count) ? Math.max(10, 2 * count) : 10;
}

/** Session lifetime, and with 'Lembrar de mim'. */
export const SESSION_TTL_DAYS = 7;
export const SESSION_REMEMBER_TTL_DAYS = 30;
/** An offered request expires when no answer arrives within this (architecture §5.8). */
export const OFFER_TTL_HOURS = 24;
/** At most this many companies are offered each request (architecture §5.10). */
export const MAX_COMPANIES_PER_REQUEST = 5;
