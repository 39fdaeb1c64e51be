import { z } from 'zod';
import '../shared/zod-locale.ts';
import { isoDateTimeSchema } from '../shared/schema-fields.ts';

/** The signed-in user's open sessions (Perfil / Segurança). */

export const SESSIONS_MSG = {
  notFound: 'Sessão não encontrada',
  scopeInvalid: 'Informe scope=others para encerrar as outras sessões',
  ended: 'Sessão encerrada',
  endedOthers: 'Outras sessões encerradas',
} as const;

export const sessionItemSchema = z.object({
  id: z.number().int(),
  /** The session of the request that lists them. */
  current: z.boolean(),
  /** pt-BR label from the user agent, e.g. "Chrome no Windows" (deviceLabel in user-agent.ts). */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: isoDateTimeSchema,
  /** Last authenticated request (recorded at most about once a minute); null before the first one. */
  last_used_at: isoDateTimeSchema.nullable(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionItemSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** DELETE /auth/sessions?scope=others: the only scope there is. */
export const endSessionsQuerySchema = z.strictObject(
  { scope: z.literal('others', { error: SESSIONS_MSG.scopeInvalid }) },
  { error: SESSIONS_MSG.scopeInvalid },
);

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** GET /auth/login-throttle: the throttle in force and what the audit log saw in its window. */
export const loginThrottleStatsSchema = z.object({
  window_minutes: z.number(),
  max_failures_per_email: z.number().int(),
  max_failures_per_ip: z.number().int(),
  delay_after_failures: z.number().int(),
  failures_in_window: z.number().int(),
  throttled_in_window: z.number().int(),
  top_addresses: z.array(
    z.object({ ip: z.string().nullable(), failures: z.number().int(), last_at: isoDateTimeSchema }),
  ),
});
export type LoginThrottleStats = z.infer<typeof loginThrottleStatsSchema>;
