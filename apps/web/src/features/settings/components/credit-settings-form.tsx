import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_MESSAGE_MS } from '@tenho/domain/shared/constants';
import {
  SETTINGS_LABELS,
  settingsFormSchema,
  settingsSavedMessage,
  settingsSaveFailedMessage,
  type SettingsFormInput,
  type SettingsFormOutput,
  type SettingsResponse,
} from '@tenho/domain/settings/settings.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { MoneyInput } from '@/components/ui/money-input';
import { NamedOptions } from '@/components/ui/named-options';
import type { UnitOption } from '@/lib/api/get-units';
import { useSchemaForm } from '@/lib/use-schema-form';
import { getSettings } from '@/lib/api/get-settings';
import { isVersionConflict, recordVersionOf, versionConflictMessage } from '@/lib/record-version';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { useSaveSettings } from '../api/save-settings';
import { SETTINGS_FIELDS, SETTINGS_HELP, settingsFormValues } from '../settings-values';

type FieldName = keyof SettingsFormInput;

type WholeNumberSetting = Extract<
  FieldName,
  'offerTtlHours' | 'maxCompaniesPerRequest' | 'disputeWindowDays' | 'ratingDelayMinutes' | 'alertBacklogMax'
>;

type Notice = { tone: 'success' | 'error'; text: string } | null;

export type CreditSettingsFormProps = {
  settings: SettingsResponse;
  /** The active units; render the form once they are loaded, so the select keeps its value. */
  units: readonly UnitOption[];
};

/**
 * The Crédito tab (spec §2): the credit value in R$ (the shared MoneyInput, min 0; a blank
 * field is saved as 0, spec §5) and the routing values. The success notice clears after 3 s (spec §8).
 */
export function CreditSettingsForm({ settings, units }: CreditSettingsFormProps) {
  // A saved default unit that is no longer in the active list stays selectable, never silently cleared.
  const unitOptions =
    settings.defaultUnitId != null && !units.some((u) => u.id === settings.defaultUnitId)
      ? [...units, { id: settings.defaultUnitId, name: `Franquia nº ${settings.defaultUnitId}` }]
      : units;
  const save = useSaveSettings();
  const [notice, setNotice] = useState<Notice>(null);
  // The version the form was filled from (If-Match); 'Recarregar' after a conflict moves it on.
  const [version, setVersion] = useState(recordVersionOf(settings));
  const [conflict, setConflict] = useState<string | null>(null);
  const { control, submit, field, reset, showServerErrors, formState } = useSchemaForm<
    SettingsFormInput,
    SettingsFormOutput,
    FieldName
  >({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
    fieldOrder: SETTINGS_FIELDS,
  });
  const { errors } = formState;

  /** The routing values: whole numbers typed in a numeric field, each with its label and help. */
  const wholeNumberField = (name: WholeNumberSetting, min: number) => (
    <InputField
      label={SETTINGS_LABELS[name]}
      hint={SETTINGS_HELP[name]}
      {...field(name)}
      type="number"
      inputMode="numeric"
      step="1"
      min={String(min)}
      inputClassName="tabular-nums"
    />
  );

  // Spec §8/§9: 'Configurações de Crédito salvas com sucesso!' clears after 3 s.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), SETTINGS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const handleValid = (values: SettingsFormOutput) => {
    setNotice(null);
    setConflict(null);
    save.mutate(
      { ...values, version },
      {
        onSuccess: (saved) => {
          setVersion(recordVersionOf(saved));
          // The field shows what was stored (e.g. 0.00 for text that was not a number).
          reset(settingsFormValues(saved && typeof saved === 'object' ? saved : { ...settings, ...values }));
          setNotice({ tone: 'success', text: settingsSavedMessage('credit') });
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            setConflict(versionConflictMessage(error));
            return;
          }
          showServerErrors(error);
          setNotice({ tone: 'error', text: settingsSaveFailedMessage('credit') });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit(handleValid)}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Configurações de Crédito"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Field
          label={SETTINGS_LABELS.creditValue}
          error={errors.creditValue?.message}
          hint={SETTINGS_HELP.creditValue}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="creditValue"
              render={({ field }) => (
                <MoneyInput
                  {...fieldControl}
                  ref={field.ref}
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="0,30"
                />
              )}
            />
          )}
        </Field>
        <Field
          label={SETTINGS_LABELS.suggestedTopUp}
          error={errors.suggestedTopUp?.message}
          hint={SETTINGS_HELP.suggestedTopUp}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="suggestedTopUp"
              render={({ field }) => (
                <MoneyInput
                  {...fieldControl}
                  ref={field.ref}
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="50,00"
                />
              )}
            />
          )}
        </Field>
        {wholeNumberField('offerTtlHours', 1)}
        {wholeNumberField('maxCompaniesPerRequest', 1)}
        {wholeNumberField('disputeWindowDays', 1)}
        <SelectField
          label={SETTINGS_LABELS.defaultUnitId}
          hint={SETTINGS_HELP.defaultUnitId}
          {...field('defaultUnitId')}
        >
          <option value="">Nenhuma</option>
          <NamedOptions items={unitOptions} />
        </SelectField>
        {wholeNumberField('ratingDelayMinutes', 0)}
        {wholeNumberField('alertBacklogMax', 0)}
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
            reset(settingsFormValues({ ...settings, ...fresh }));
            setVersion(recordVersionOf(fresh));
            setConflict(null);
          }}
        />
      ) : null}
    </form>
  );
}
