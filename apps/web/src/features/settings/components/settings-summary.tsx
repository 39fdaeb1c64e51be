import { SETTINGS_LABELS, type SettingsResponse } from '@tenho/domain/settings/settings.schemas';
import type { UnitOption } from '@/lib/api/get-units';
import { SETTINGS_FIELDS, SETTINGS_HELP, settingsDisplay } from '../settings-values';

export type SettingsSummaryProps = { settings: SettingsResponse; units: readonly UnitOption[] };

/** The settings as read-only text (ADMIN's /admin/configuracoes). */
export function SettingsSummary({ settings, units }: SettingsSummaryProps) {
  const shown = settingsDisplay(settings, (id) => units.find((u) => u.id === id)?.name);
  return (
    <dl className="grid gap-x-8 gap-y-6 md:grid-cols-2">
      {SETTINGS_FIELDS.filter((field) => field === 'creditValue' || settings[field] !== undefined).map(
        (field) => (
          <div key={field} className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">{SETTINGS_LABELS[field]}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums" data-field={field}>
              {shown[field]}
            </dd>
            <dd className="text-xs text-slate-500">{SETTINGS_HELP[field]}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
