import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import {
  SESSION_EVENT_REASONS,
  SIGNOUT_EVENT_REASONS,
  type SignoutEventReason,
} from '@tenho/domain/events/events.constants';
import type { DisputeEvent } from '@tenho/domain/events/events.schemas';
import { ApiError } from './api-client';
import { toStoredUser, useAuthStore, type StoredUser } from './auth-store';
import type { LiveEvent } from './sse-parser';

/**
 * What the panel does with the live events of its session (the contract of `GET /api/events`):
 * - `session` → the session user is fetched again (GET /auth/me) and stored, so the sidebar,
 *   `useCan` and the page guards follow a permission or profile change without a reload;
 * - `signout` (or a 401) → the session is forgotten, as with Sair, and the visitor goes to `/`;
 * - `wallet` → the company's money changed (a Pix credited by the bank): money queries re-read.
 * - `dispute` → a lead's dispute was opened or decided: disputes and money are read again (the
 *   company's open Financeiro shows a refund at once) and the company is told the decision.
 * Unknown event names are ignored (later issues add their own).
 */

/** The notice shown on the landing page after the server ended the session. */
export const SIGNOUT_MESSAGES: Record<SignoutEventReason, string> = {
  deactivated: 'Sua conta foi desativada. Entre em contato com a franquia.',
  session_ended: 'Esta sessão foi encerrada. Entre novamente para continuar.',
  expired: 'Sua sessão expirou. Entre novamente.',
};

export const PERMISSIONS_UPDATED_MESSAGE = 'Suas permissões foram atualizadas.';

/** What the company reads when its dispute is decided (the note is in Mensagens > Contestações). */
export const DISPUTE_DECIDED_MESSAGES = {
  REFUNDED: 'Sua contestação foi aceita: o valor do lead voltou ao seu saldo.',
  REJECTED: 'Sua contestação foi recusada. Veja a observação da franquia em Mensagens > Contestações.',
} as const;

/** A franchisee is told at once when one of its companies contests a lead (issue 29 §5). */
export const DISPUTE_ARRIVED_MESSAGE = 'Nova contestação de lead. Veja em Mensagens > Contestações.';

/** The queries a dispute changes: the disputes themselves, wallets and statements, dashboards. */
const DISPUTE_QUERY_ROOTS = new Set([
  'disputes',
  'wallet',
  'dashboard',
  'dashboards',
  'messages',
  'reports',
  'franchise-units',
]);

async function handleDisputeEvent(data: DisputeEvent, deps: LiveSessionDeps): Promise<void> {
  await deps.queryClient.invalidateQueries({
    predicate: (query) => DISPUTE_QUERY_ROOTS.has(String(query.queryKey[0])),
  });
  const role = useAuthStore.getState().user?.role;
  if ((role === 'CLIENT' || role === 'USER') && data.status !== 'OPEN')
    deps.announce(DISPUTE_DECIDED_MESSAGES[data.status]);
  if (role === 'ADMIN' && data.status === 'OPEN') deps.announce(DISPUTE_ARRIVED_MESSAGE);
}

function parseReason<T extends string>(data: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = (JSON.parse(data) as { reason?: unknown } | null)?.reason;
    return typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : fallback;
  } catch {
    return fallback;
  }
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((value, i) => value === sorted[i]);
}

/** Whether what the permission checks read (the list and the overrides) differs. */
export function permissionsChanged(before: StoredUser, after: StoredUser): boolean {
  if (!sameStrings(before.permissions, after.permissions)) return true;
  const a = before.permission_override;
  const b = after.permission_override;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return true;
  return false;
}

export type LiveSessionDeps = {
  /** GET /auth/me for the signed-in user; `fresh` = a change is known (no cached answer). */
  loadMe: (userId: number, fresh: boolean) => Promise<SessionUser>;
  queryClient: QueryClient;
  /** Forget the session and leave the panel, showing `message` on the landing page. */
  signOut: (message: string) => void;
  /** Tell the user (a toast, read out by screen readers). */
  announce: (message: string) => void;
};

/** The answers whose content depends on who may do what: everything but the session itself. */
export function invalidatePermissionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}

/**
 * Handles one live event for the session of `userId`. Returns when it is applied (the store is
 * updated, or the session was ended).
 */
export async function handleLiveEvent(
  event: LiveEvent,
  userId: number,
  deps: LiveSessionDeps,
): Promise<void> {
  if (event.event === 'signout') {
    const reason = parseReason(event.data, SIGNOUT_EVENT_REASONS, 'session_ended');
    if (useAuthStore.getState().user?.id === userId) deps.signOut(SIGNOUT_MESSAGES[reason]);
    return;
  }
  if (event.event === 'wallet') {
    // A Pix top-up was credited: every money query re-reads (features/wallet keys start with 'wallet').
    await deps.queryClient.invalidateQueries({ queryKey: ['wallet'] });
    return;
  }
  if (event.event === 'dispute') {
    // The schemas (zod) load with the first dispute event, not with the panel's first paint.
    const { parseLiveEvent } = await import('@tenho/domain/events/events.schemas');
    const parsed = parseLiveEvent(event.event, event.data);
    if (parsed?.name === 'dispute') await handleDisputeEvent(parsed.data, deps);
    return;
  }
  if (event.event !== 'session') return;

  const reason = parseReason(event.data, SESSION_EVENT_REASONS, 'profile');
  let me: SessionUser;
  try {
    me = await deps.loadMe(userId, reason !== 'connected');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (useAuthStore.getState().user?.id === userId || !useAuthStore.getState().user)
        deps.signOut(SIGNOUT_MESSAGES.expired);
      return;
    }
    console.warn('Falha ao atualizar os dados da sessão (/auth/me).', error);
    return;
  }
  const before = useAuthStore.getState().user;
  // Signed out meanwhile, or another account signed in: not this session's answer.
  if (!before || before.id !== userId || me.id !== userId) return;
  if (!me.is_active) {
    deps.signOut(SIGNOUT_MESSAGES.deactivated);
    return;
  }
  const after = toStoredUser(me);
  useAuthStore.getState().updateUser(after);
  if (permissionsChanged(before, after)) {
    await invalidatePermissionQueries(deps.queryClient);
    // On (re)connection a change made while away is applied silently.
    if (reason !== 'connected') deps.announce(PERMISSIONS_UPDATED_MESSAGE);
  }
}
