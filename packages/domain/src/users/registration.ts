/**
 * One definition of a pending registration (issue 20 §9), for every screen that counts or shows
 * one: the MASTER dashboard's 'Leads … aguardando confirmação' and the 'Aguardando Ativação' status
 * and card of Usuários. An account waits for its activation while it is inactive and has never
 * signed in: a company that registered itself, or an account created inactive. An account that
 * was used and then switched off is only inactive. The API's SQL twin is
 * `pendingRegistrationCondition` (apps/api/src/db/schema/users.ts).
 */
export type RegistrationState = {
  is_active: boolean;
  last_login_at?: string | Date | null;
};

export function isPendingRegistration(user: RegistrationState): boolean {
  return !user.is_active && !user.last_login_at;
}
