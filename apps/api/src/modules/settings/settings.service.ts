import { can } from '@tenho/domain/auth/permissions';
import { reaisToCents } from '@tenho/domain/shared/format';
import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type Settings,
  type SettingsResponse,
  type SettingsUpdate,
} from '@tenho/domain/settings/settings.schemas';
import type { Database } from '../../db/client.ts';
import { insertAuditEntry } from '../../lib/audit-trail.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { SETTINGS_ERRORS } from './settings.errors.ts';
import { readSettingRows, unitExists, upsertSetting } from './settings.repository.ts';

type SettingKey = keyof Settings;
const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export type SettingsServiceDeps = { db: Database };

/**
 * System settings (spec §3 Settings, architecture §5.8/§5.10): the credit value charged per lead
 * and the routing values of the WhatsApp flow. Each is a row; a missing or unreadable row is the
 * default, so a bad value in the database never reaches a caller.
 */
export function createSettingsService({ db }: SettingsServiceDeps) {
  async function get(tx: Database = db): Promise<Settings> {
    const rows = await readSettingRows(tx);
    const result = { ...DEFAULT_SETTINGS };
    for (const key of KEYS) {
      const parsed = settingsSchema.shape[key].safeParse(rows.get(key));
      if (rows.has(key) && parsed.success) (result as Record<SettingKey, unknown>)[key] = parsed.data;
    }
    return result;
  }

  /** GET /settings: `creditValue` for everyone; the rest for who may see settings (`setting.view`). */
  async function read(
    actor: Pick<AuthUser, 'role' | 'permissions' | 'permission_override'>,
  ): Promise<SettingsResponse> {
    const current = await get();
    return can(actor, 'setting.view') ? current : { creditValue: current.creditValue };
  }

  /** POST /settings: changes what was sent, in one transaction with its audit entry. */
  async function update(
    actor: Pick<AuthUser, 'id'>,
    patch: SettingsUpdate,
    meta: { ip: string | null },
  ): Promise<Settings> {
    if (patch.defaultUnitId != null && !(await unitExists(db, patch.defaultUnitId)))
      throw SETTINGS_ERRORS.unitNotFound();
    return db.transaction(async (tx) => {
      const before = await get(tx);
      const changed = KEYS.filter((key) => patch[key] !== undefined);
      for (const key of changed) await upsertSetting(tx, key, patch[key]);
      const after = await get(tx);
      await insertAuditEntry(tx, {
        actorId: actor.id,
        action: 'settings.update',
        entity: 'settings',
        data: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after[key] }])),
        ip: meta.ip,
      });
      return after;
    });
  }

  return {
    get,
    read,
    update,
    /** The price of one accepted lead, in cents (what the WhatsApp flow debits). */
    creditValueCents: async (tx: Database = db) => reaisToCents((await get(tx)).creditValue),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
