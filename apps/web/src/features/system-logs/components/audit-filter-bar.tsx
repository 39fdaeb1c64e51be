import { X } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_AREA_LABELS,
  AUDIT_ENTITY_LABELS,
  auditTargetLabel,
} from '@tenho/domain/audit/audit.schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateRangeFields } from '@/components/ui/filter-fields';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import type { AuditFilterErrors, AuditFilterValues } from '../use-audit-filters';

/** The known actions grouped by area, for the action select (an area alone filters the whole area). */
const ACTION_GROUPS = Object.entries(AUDIT_AREA_LABELS).map(([area, label]) => ({
  area,
  label,
  actions: Object.entries(AUDIT_ACTION_LABELS).filter(([code]) => code.startsWith(`${area}.`)),
}));

const TARGETS = Object.entries(AUDIT_ENTITY_LABELS);

export type AuditFilterBarProps = {
  values: AuditFilterValues;
  errors: AuditFilterErrors;
  filtering: boolean;
  onActor: (value: string) => void;
  onChange: (key: Exclude<keyof AuditFilterValues, 'actor'>, value: string) => void;
  onClear: () => void;
};

/** Who, which action, which kind of record and which period (calendar days, Brasília time). */
export function AuditFilterBar({
  values,
  errors,
  filtering,
  onActor,
  onChange,
  onClear,
}: AuditFilterBarProps) {
  return (
    <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:px-6">
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto_auto]">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 xl:col-span-1">
          {/* The search box names itself; this is the visible label for sighted users. */}
          <span aria-hidden="true" className="text-sm font-medium text-slate-800">
            Usuário
          </span>
          <SearchInput label="Usuário" value={values.actor} onChange={onActor} placeholder="E-mail ou nome" />
          {errors.actor ? <p className="text-sm text-red-700">{errors.actor}</p> : null}
        </div>
        <Field label="Ação" error={errors.action} className="col-span-2 min-w-0 sm:col-span-1">
          {(control) => (
            <Select
              {...control}
              value={values.action}
              onChange={(event) => onChange('action', event.target.value)}
            >
              <option value="">Todas as ações</option>
              {ACTION_GROUPS.map((group) => (
                <optgroup key={group.area} label={group.label}>
                  <option value={group.area}>Todas de {group.label}</option>
                  {group.actions.map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Alvo" error={errors.target} className="col-span-2 min-w-0 sm:col-span-1">
          {(control) => (
            <Select
              {...control}
              value={values.target}
              onChange={(event) => onChange('target', event.target.value)}
            >
              <option value="">Todos os registros</option>
              {TARGETS.map(([entity, label]) => (
                <option key={entity} value={entity}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DateRangeFields
          from={values.from}
          to={values.to}
          errors={errors}
          onFrom={(from) => onChange('from', from)}
          onTo={(to) => onChange('to', to)}
          className="min-w-0"
          inputClassName="xl:w-44"
        />
      </div>
      {filtering ? (
        <div className="flex flex-wrap items-center gap-2">
          {values.targetId ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset">
              Somente {auditTargetLabel(values.target || 'registro', Number(values.targetId))}
              <button
                type="button"
                onClick={() => onChange('targetId', '')}
                aria-label="Remover o filtro do registro"
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          ) : null}
          {errors.targetId ? <span className="text-sm text-red-700">{errors.targetId}</span> : null}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Limpar filtros
          </Button>
        </div>
      ) : null}
    </div>
  );
}
