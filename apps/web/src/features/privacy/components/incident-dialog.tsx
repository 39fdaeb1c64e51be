import { useState, type FormEvent } from 'react';
import {
  INCIDENT_LABELS,
  incidentCreateSchema,
  incidentPatchSchema,
  type Incident,
} from '@tenho/domain/privacy/incidents.schemas';
import { PRIVACY_SCREEN_MSG } from '@tenho/domain/privacy/privacy.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { CheckboxCard } from '@/components/ui/checkbox-card';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { TextareaField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { NamedOptions } from '@/components/ui/named-options';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { errorMessage } from '@/lib/api-client';
import type { UnitOption } from '@/lib/api/get-units';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { notify } from '@/lib/toast';
import { useSaveIncident } from '../api/save-privacy-incident';
import { DateTimeField } from './date-time-field';
import {
  type DateFieldName,
  formDeadline,
  incidentBody,
  incidentValues,
  newIncidentValues,
  todayInBrasilia,
  type IncidentFormField,
  type IncidentFormValues,
} from './incident-form-values';

export type IncidentDialogProps = {
  /** 'new' for a new incident, the incident to edit, or null (closed). */
  incident: Incident | 'new' | null;
  /** MASTER chooses the unit (or the whole network); null hides the field (ADMIN: always its own). */
  units: readonly UnitOption[] | null;
  onClose: () => void;
  /** Reads the incident again after a version conflict (the typed values stay). */
  onReload: (id: number) => Promise<Incident | undefined>;
};

type Errors = Partial<Record<IncidentFormField, string>>;

/** Registers or edits an incident of the register, with the deadline computed as 'known at' is typed. */
export function IncidentDialog({ incident, units, onClose, onReload }: IncidentDialogProps) {
  const open = incident !== null;
  return (
    <DialogFrame open={open} onClose={onClose} className="max-w-2xl">
      {open ? (
        <IncidentForm
          key={incident === 'new' ? 'new' : `${incident.id}`}
          incident={incident}
          units={units}
          onClose={onClose}
          onReload={onReload}
        />
      ) : null}
    </DialogFrame>
  );
}

function IncidentForm({
  incident,
  units,
  onClose,
  onReload,
}: Omit<IncidentDialogProps, 'incident'> & { incident: Incident | 'new' }) {
  const editing = incident === 'new' ? null : incident;
  const save = useSaveIncident();
  const [values, setValues] = useState<IncidentFormValues>(() =>
    editing ? incidentValues(editing) : newIncidentValues(),
  );
  const [version, setVersion] = useState(editing?.version ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const deadline = formDeadline(values);
  const today = todayInBrasilia();

  const set = <K extends IncidentFormField>(key: K, value: IncidentFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const close = () => {
    if (!save.isPending) onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: dateErrors } = incidentBody(values, units !== null);
    const parsed = (editing ? incidentPatchSchema : incidentCreateSchema).safeParse(body);
    const next: Errors = { ...dateErrors };
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as IncidentFormField] ??= issue.message;
    if (Object.values(next).some(Boolean)) {
      setErrors(next);
      return;
    }
    save.mutate(editing ? { id: editing.id, version, body } : { body }, {
      onSuccess: () => {
        notify.success(editing ? PRIVACY_SCREEN_MSG.incidentSaved : PRIVACY_SCREEN_MSG.incidentCreated);
        onClose();
      },
      onError: (error) => {
        if (isVersionConflict(error)) setConflict(versionConflictMessage(error));
        else setFailure(errorMessage(error, PRIVACY_SCREEN_MSG.incidentSaveFailed));
      },
    });
  };

  const dateField = (name: DateFieldName, hint?: string) => (
    <DateTimeField
      label={INCIDENT_LABELS[name]}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      max={today}
      onChange={(value) => set(name, value)}
    />
  );

  return (
    <DialogLayout
      title={editing ? 'Editar incidente' : 'Registrar incidente'}
      description="Todo incidente de segurança com dados pessoais entra no registro, comunicado ou não (Res. CD/ANPD 15/2024). O registro é guardado por pelo menos 5 anos."
      footer={
        <DialogActions
          onCancel={close}
          confirmLabel={editing ? 'Salvar alterações' : 'Registrar incidente'}
          form="privacy-incident-form"
          busy={save.isPending}
        />
      }
    >
      <form
        id="privacy-incident-form"
        onSubmit={handleSubmit}
        noValidate
        className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-1"
      >
        {units ? (
          <SelectField
            label={INCIDENT_LABELS.unitId}
            name="unitId"
            value={values.unitId}
            error={errors.unitId}
            onChange={(event) => set('unitId', event.target.value)}
          >
            <option value="">Toda a rede</option>
            <NamedOptions items={units} />
          </SelectField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('occurredAt', 'Se souber; pode ficar em branco.')}
          {dateField('knownAt')}
        </div>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
          {deadline
            ? `Prazo para comunicar à ANPD e aos titulares: ${formatDateTime(deadline)} (3 dias úteis).`
            : 'Informe quando se soube do incidente para ver o prazo de comunicação.'}
        </p>
        <TextareaField
          label={INCIDENT_LABELS.nature}
          name="nature"
          rows={2}
          maxLength={2000}
          placeholder="Ex.: notebook com planilha de leads furtado; acesso indevido ao painel"
          value={values.nature}
          error={errors.nature}
          onChange={(event) => set('nature', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            label={INCIDENT_LABELS.affectedData}
            name="affectedData"
            rows={2}
            maxLength={2000}
            placeholder="Ex.: nome e WhatsApp"
            value={values.affectedData}
            error={errors.affectedData}
            onChange={(event) => set('affectedData', event.target.value)}
          />
          <TextareaField
            label={INCIDENT_LABELS.affectedPeople}
            name="affectedPeople"
            rows={2}
            maxLength={1000}
            placeholder="Ex.: cerca de 120 consumidores"
            value={values.affectedPeople}
            error={errors.affectedPeople}
            onChange={(event) => set('affectedPeople', event.target.value)}
          />
        </div>
        <CheckboxCard
          id="incident-relevant-risk"
          label="Pode causar risco ou dano relevante"
          hint="Marque se o incidente precisa ser comunicado à ANPD e aos titulares em 3 dias úteis."
          checked={values.relevantRisk}
          onCheckedChange={(checked) => set('relevantRisk', checked)}
        />
        <TextareaField
          label={INCIDENT_LABELS.measures}
          name="measures"
          rows={3}
          maxLength={4000}
          value={values.measures}
          error={errors.measures}
          onChange={(event) => set('measures', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('anpdNotifiedAt')}
          {dateField('subjectsNotifiedAt')}
        </div>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {conflict && editing ? (
          <VersionConflictAlert
            message={conflict}
            onReload={async () => {
              const fresh = await onReload(editing.id);
              if (fresh) {
                setValues(incidentValues(fresh));
                setVersion(fresh.version);
              }
              setConflict(null);
            }}
          />
        ) : null}
      </form>
    </DialogLayout>
  );
}
