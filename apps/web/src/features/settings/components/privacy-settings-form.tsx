import { useState, type FormEvent } from 'react';
import {
  PRIVACY_SETTINGS_HELP,
  privacySettingsFormSchema,
  SETTINGS_LABELS,
  settingsSavedMessage,
  settingsSaveFailedMessage,
  type PrivacySettingsFormInput,
  type SettingsResponse,
} from '@tenho/domain/settings/settings.schemas';
import { DEFAULT_SETTINGS } from '@tenho/domain/settings/settings.schemas';
import { formatDateTime, maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailItem } from '@/components/ui/detail-item';
import { EmailField, InputField } from '@/components/ui/form-fields';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { getSettings } from '@/lib/api/get-settings';
import { errorMessage } from '@/lib/api-client';
import { isVersionConflict, recordVersionOf, versionConflictMessage } from '@/lib/record-version';
import { useSaveSettings } from '../api/save-settings';

type Field = keyof PrivacySettingsFormInput;
type Values = Record<Field, string>;
type Notice = { tone: 'success' | 'error'; text: string } | null;

function valuesOf(settings: SettingsResponse): Values {
  return {
    consumerDataRetentionDays: String(
      settings.consumerDataRetentionDays ?? DEFAULT_SETTINGS.consumerDataRetentionDays,
    ),
    auditLogRetentionDays: String(settings.auditLogRetentionDays ?? DEFAULT_SETTINGS.auditLogRetentionDays),
    privacyControllerName: settings.privacyControllerName ?? DEFAULT_SETTINGS.privacyControllerName,
    privacyContactEmail: settings.privacyContactEmail ?? '',
    privacyContactPhone: maskPhone(settings.privacyContactPhone ?? ''),
  };
}

export type PrivacySettingsFormProps = { settings: SettingsResponse };

/**
 * The Privacidade tab (issue 31): how long consumer data and the logs are kept, when the daily
 * clean-up last ran, and the controller's and encarregado's contacts shown on /privacidade.
 */
export function PrivacySettingsForm({ settings }: PrivacySettingsFormProps) {
  const save = useSaveSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [version, setVersion] = useState(recordVersionOf(settings));
  const [conflict, setConflict] = useState<string | null>(null);
  const lastRun = settings.privacyRetentionLastRunAt;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setConflict(null);
    const parsed = privacySettingsFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(
      { ...parsed.data, version },
      {
        onSuccess: (saved) => {
          setVersion(recordVersionOf(saved));
          setValues(valuesOf({ ...settings, ...saved }));
          setNotice({ tone: 'success', text: settingsSavedMessage('privacy') });
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            setConflict(versionConflictMessage(error));
            return;
          }
          setNotice({ tone: 'error', text: errorMessage(error, settingsSaveFailedMessage('privacy')) });
        },
      },
    );
  };

  const dayField = (field: 'consumerDataRetentionDays' | 'auditLogRetentionDays', min: number) => (
    <InputField
      label={SETTINGS_LABELS[field]}
      hint={PRIVACY_SETTINGS_HELP[field]}
      name={field}
      type="number"
      inputMode="numeric"
      step="1"
      min={String(min)}
      max="3650"
      inputClassName="tabular-nums"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Configurações de Privacidade"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {dayField('consumerDataRetentionDays', 30)}
        {dayField('auditLogRetentionDays', 183)}
      </div>
      <dl className="rounded-xl bg-slate-50 px-4 py-3">
        <DetailItem label={SETTINGS_LABELS.privacyRetentionLastRunAt} valueClassName="text-sm text-slate-900">
          {lastRun ? formatDateTime(lastRun) : 'Ainda não executada (roda todo dia de madrugada)'}
        </DetailItem>
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <InputField
          label={SETTINGS_LABELS.privacyControllerName}
          hint={PRIVACY_SETTINGS_HELP.privacyControllerName}
          name="privacyControllerName"
          maxLength={200}
          value={values.privacyControllerName}
          error={errors.privacyControllerName}
          onChange={(event) => set('privacyControllerName', event.target.value)}
        />
        <EmailField
          label={SETTINGS_LABELS.privacyContactEmail}
          hint={PRIVACY_SETTINGS_HELP.privacyContactEmail}
          name="privacyContactEmail"
          autoComplete="off"
          maxLength={254}
          value={values.privacyContactEmail}
          error={errors.privacyContactEmail}
          onChange={(event) => set('privacyContactEmail', event.target.value)}
        />
        <InputField
          label={SETTINGS_LABELS.privacyContactPhone}
          hint={PRIVACY_SETTINGS_HELP.privacyContactPhone}
          name="privacyContactPhone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_MASK_MAX_LENGTH}
          placeholder="(11) 98765-4321"
          value={values.privacyContactPhone}
          error={errors.privacyContactPhone}
          onChange={(event) => set('privacyContactPhone', maskPhone(event.target.value))}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite">
          {notice?.tone === 'success' ? (
            <p className="text-sm font-medium text-emerald-700">{notice.text}</p>
          ) : null}
        </div>
        <Button type="submit" loading={save.isPending} className="sm:w-auto">
          Salvar
        </Button>
      </div>
      {notice?.tone === 'error' ? <Alert tone="danger">{notice.text}</Alert> : null}
      {conflict ? (
        <VersionConflictAlert
          message={conflict}
          onReload={async () => {
            const fresh = await getSettings();
            setValues(valuesOf({ ...settings, ...fresh }));
            setVersion(recordVersionOf(fresh));
            setConflict(null);
          }}
        />
      ) : null}
    </form>
  );
}
