import { z } from 'zod';
import { can } from '@tenho/domain/auth/permissions';
import { centsToReais, reaisToCents } from '@tenho/domain/shared/format';
import {
  CREDIT_VALUE_MAX,
  SUGGESTED_TOP_UP_MAX,
  SUGGESTED_TOP_UP_MIN,
  settingsSchema,
  type Settings,
  type SettingsResponse,
  type SettingsUpdate,
} from '@tenho/domain/settings/settings.schemas';
import type { Database } from '../../db/client.ts';
import { STORED_DEFAULTS, type StoredSettings } from '../../db/schema/settings.ts';
import { auditAction, type ActionMeta } from '../../lib/audit-trail.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { SETTINGS_ERRORS } from './settings.errors.ts';
import { readSettingRows, settingsVersion, unitExists, upsertSetting } from './settings.repository.ts';
import { RECORD_VERSION_ERRORS } from '../../lib/record-version.ts';

export type { StoredSettings };
type StoredKey = keyof StoredSettings;
const KEYS = Object.keys(STORED_DEFAULTS) as StoredKey[];

/** How each stored row is read back: the contract's rules, with the credit value in cents. */
const { creditValue: _reais, suggestedTopUp: _topUpReais, ...contractFields } = settingsSchema.shape;
const storedShape = {
  ...contractFields,
  creditValueCents: z.number().int().min(0).max(reaisToCents(CREDIT_VALUE_MAX)),
  suggestedTopUpCents: z
    .number()
    .int()
    .min(reaisToCents(SUGGESTED_TOP_UP_MIN))
    .max(reaisToCents(SUGGESTED_TOP_UP_MAX)),
  // Drizzle's jsonb reader JSON-parses a text that looks like JSON: a digits-only phone comes back a number.
  privacyContactPhone: z.union([z.string(), z.number().int().nonnegative()]).transform(String),
} satisfies Record<StoredKey, z.ZodType>;

/** The API edge: the stored settings as the contract shows them (reais). */
export function toSettings({ creditValueCents, suggestedTopUpCents, ...rest }: StoredSettings): Settings {
  return {
    creditValue: centsToReais(creditValueCents),
    suggestedTopUp: centsToReais(suggestedTopUpCents),
    ...rest,
  };
}

/** The API edge, inward: what a POST /settings changes, as stored (cents). */
function toStoredPatch({ creditValue, suggestedTopUp, ...rest }: SettingsUpdate): Partial<StoredSettings> {
  return {
    ...rest,
    ...(creditValue === undefined ? {} : { creditValueCents: reaisToCents(creditValue) }),
    ...(suggestedTopUp === undefined ? {} : { suggestedTopUpCents: reaisToCents(suggestedTopUp) }),
  };
}

export type SettingsServiceDeps = { db: Database };

/** When the privacy retention job last ran (its own row, written by modules/privacy); null before. */
async function retentionLastRunAt(db: Database): Promise<string | null> {
  const parsed = z.iso.datetime().safeParse((await readSettingRows(db)).get('privacyRetentionLastRunAt'));
  return parsed.success ? parsed.data : null;
}

/**
 * System settings (spec §3 Settings, architecture §5.8/§5.10): the credit value charged per lead,
 * the routing values of the WhatsApp flow and the dispute window. Each is a row; a missing or
 * unreadable row is the default, so a bad value in the database never reaches a caller. Inside the
 * API money is cents; `read` and `update` convert at the edge, once.
 */
export function createSettingsService({ db }: SettingsServiceDeps) {
  async function get(tx: Database = db): Promise<StoredSettings> {
    const rows = await readSettingRows(tx);
    const result = { ...STORED_DEFAULTS };
    for (const key of KEYS) {
      const parsed = storedShape[key].safeParse(rows.get(key));
      if (rows.has(key) && parsed.success) (result as Record<StoredKey, unknown>)[key] = parsed.data;
    }
    return result;
  }

  /**
   * GET /settings: `creditValue` and `disputeWindowDays` for everyone; the rest for who may see
   * settings (`setting.view`).
   */
  async function read(
    actor: Pick<AuthUser, 'role' | 'permissions' | 'permission_override'>,
  ): Promise<SettingsResponse & { version: number }> {
    // The version first: a save landing between the reads makes the next write a 409, never a lost edit.
    const version = await settingsVersion(db);
    const current = toSettings(await get());
    return can(actor, 'setting.view')
      ? { ...current, privacyRetentionLastRunAt: await retentionLastRunAt(db), version }
      : { creditValue: current.creditValue, disputeWindowDays: current.disputeWindowDays, version };
  }

  /** POST /settings: changes what was sent, in one transaction with its audit entry. */
  async function update(
    actor: Pick<AuthUser, 'id'>,
    patch: SettingsUpdate,
    meta: ActionMeta,
    expectedVersion?: number,
  ): Promise<Settings & { version: number }> {
    if (patch.defaultUnitId != null && !(await unitExists(db, patch.defaultUnitId)))
      throw SETTINGS_ERRORS.unitNotFound();
    const stored = toStoredPatch(patch);
    return db.transaction(async (tx) => {
      const current = await settingsVersion(tx, { lock: true });
      if (expectedVersion !== undefined && expectedVersion !== current)
        throw RECORD_VERSION_ERRORS.conflict();
      const version = current + 1;
      const before = toSettings(await get(tx));
      const changed = KEYS.filter((key) => stored[key] !== undefined);
      for (const key of changed) await upsertSetting(tx, key, stored[key], version);
      const after = toSettings(await get(tx));
      const contractKeys = (Object.keys(patch) as (keyof Settings)[]).filter((k) => patch[k] !== undefined);
      await auditAction(tx, actor, meta, {
        action: 'settings.update',
        entity: 'settings',
        data: Object.fromEntries(contractKeys.map((key) => [key, { from: before[key], to: after[key] }])),
      });
      return { ...after, version };
    });
  }

  return {
    get,
    read,
    update,
    /** The price of one accepted lead, in cents (what the WhatsApp flow debits). */
    creditValueCents: async (tx: Database = db) => (await get(tx)).creditValueCents,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
