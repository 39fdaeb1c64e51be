import {
  leadPreferencesSchema,
  type LeadPreferences,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';

/** Preferences as GET /users/{id}/lead-preferences answers them, checked against the contract. */
export function makePreferences(overrides: Partial<LeadPreferences> = {}): LeadPreferences {
  return leadPreferencesSchema.parse({
    paused_until: null,
    auto_paused: false,
    spend_cap: null,
    spent_this_period: 0,
    business_hours: null,
    open_now: true,
    next_open_at: null,
    response: { median_seconds: null, answered_in_15_min: null },
    version: 3,
    ...overrides,
  });
}
