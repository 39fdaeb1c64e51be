import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Switch } from '@/components/ui/switch';
import { TimeInput } from '@/components/ui/time-input';
import {
  hoursDraftOf,
  readHours,
  runsPastMidnight,
  sameHours,
  type HoursDraft,
  type HoursErrors,
  type HoursInterval,
} from '../business-hours-draft';
import { formatOpening, isPaused, WEEK_ORDER, weekdayLabel } from '../lead-preferences-text';
import { SaveButton, SectionCard, useSectionSave, type SectionProps } from './section-card';

const MODES: { value: HoursDraft['mode']; label: string }[] = [
  { value: 'always', label: 'Sempre aberto' },
  { value: 'schedule', label: 'Horário definido' },
];

/** 'Horário de atendimento': always open, or per weekday closed or one or two intervals (Brasília). */
export function BusinessHoursSection({ prefs, save, reload, readOnly = false }: SectionProps) {
  const [draft, setDraft] = useState<HoursDraft>(() => hoursDraftOf(prefs.business_hours));
  const [baseline, setBaseline] = useState<HoursDraft>(() => hoursDraftOf(prefs.business_hours));
  const [errors, setErrors] = useState<HoursErrors>({});
  const state = useSectionSave(save);
  const dirty = !sameHours(draft, baseline);

  const setDay = (weekday: number, intervals: HoursInterval[]) =>
    setDraft((d) => ({ ...d, days: d.days.map((list, i) => (i === weekday ? intervals : list)) }));

  const handleSubmit = async () => {
    const read = readHours(draft);
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0];
      if (first) document.getElementById(`hours-${first.replaceAll('.', '-')}`)?.focus();
      return;
    }
    setErrors({});
    const saved = await state.run({ business_hours: read.hours }, 'Horário de atendimento salvo.');
    if (saved) {
      setDraft(hoursDraftOf(saved.business_hours));
      setBaseline(hoursDraftOf(saved.business_hours));
    }
  };

  const handleReload = async () => {
    const fresh = await reload();
    setDraft(hoursDraftOf(fresh.business_hours));
    setBaseline(hoursDraftOf(fresh.business_hours));
    setErrors({});
    state.clear();
  };

  return (
    <SectionCard
      id="horario"
      title="Horário de atendimento"
      description="Os pedidos só são oferecidos à empresa dentro do horário, no horário de Brasília. Quando todas as empresas da categoria estão fechadas, o cliente fica sabendo quando a primeira abre."
      status={
        <p className="text-sm text-slate-700">
          {isPaused(prefs) ? (
            'Pedidos pausados: o horário volta a valer quando a pausa acabar.'
          ) : prefs.open_now ? (
            'Aberta agora.'
          ) : (
            <>
              Fechada agora.
              {prefs.next_open_at ? ` Abre ${formatOpening(prefs.next_open_at)}.` : ''}
            </>
          )}
        </p>
      }
      dirty={dirty}
      state={state}
      onReload={handleReload}
      onSubmit={() => void handleSubmit()}
      actions={readOnly ? undefined : <SaveButton saving={state.saving}>Salvar horário</SaveButton>}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <SegmentedFilter
          legend="Atendimento"
          showLegend
          value={draft.mode}
          options={MODES}
          onChange={(mode) => {
            setDraft((d) => ({ ...d, mode }));
            setErrors({});
          }}
        />
        {draft.mode === 'always' ? (
          <p className="text-sm text-slate-600">A empresa recebe pedidos a qualquer hora, todos os dias.</p>
        ) : (
          <>
            <p id="hours-help" className="text-sm text-slate-600">
              Até dois horários por dia. Um fechamento igual ou anterior à abertura vai até o dia seguinte
              (ex.: 18:00 às 02:00 atende de madrugada).
            </p>
            {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {WEEK_ORDER.map((weekday) => (
                <DayRow
                  key={weekday}
                  weekday={weekday}
                  intervals={draft.days[weekday] ?? []}
                  errors={errors}
                  disabled={readOnly}
                  onChange={(intervals) => setDay(weekday, intervals)}
                />
              ))}
            </ul>
          </>
        )}
      </fieldset>
    </SectionCard>
  );
}

type DayRowProps = {
  weekday: number;
  intervals: HoursInterval[];
  errors: HoursErrors;
  disabled: boolean;
  onChange: (intervals: HoursInterval[]) => void;
};

function DayRow({ weekday, intervals, errors, disabled, onChange }: DayRowProps) {
  const name = weekdayLabel(weekday);
  const open = intervals.length > 0;
  const update = (index: number, patch: Partial<HoursInterval>) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, ...patch } : interval)));

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex items-center justify-between gap-3 sm:w-52 sm:shrink-0 sm:pt-2">
        <span className="font-medium text-slate-900" id={`hours-day-${weekday}`}>
          {name}
        </span>
        <Switch
          checked={open}
          disabled={disabled}
          label={`${name}: aberto`}
          stateLabels={{ on: 'Aberto', off: 'Fechado' }}
          onCheckedChange={(checked) => onChange(checked ? [{ open: '08:00', close: '18:00' }] : [])}
        />
      </div>
      {open ? (
        <div
          className="flex min-w-0 flex-1 flex-col gap-2"
          role="group"
          aria-labelledby={`hours-day-${weekday}`}
        >
          {intervals.map((interval, index) => {
            const key = `${weekday}.${index}`;
            const openError = errors[`${key}.open`];
            const closeError = errors[`${key}.close`];
            const errorId = `hours-${weekday}-${index}-error`;
            const nth = intervals.length > 1 ? ` (${index + 1}º horário)` : '';
            return (
              <div key={index} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <TimeInput
                    id={`hours-${weekday}-${index}-open`}
                    aria-label={`${name}: abre às${nth}`}
                    aria-invalid={openError ? true : undefined}
                    aria-describedby={openError || closeError ? errorId : 'hours-help'}
                    value={interval.open}
                    disabled={disabled}
                    onChange={(open) => update(index, { open })}
                  />
                  <span className="text-sm text-slate-500">às</span>
                  <TimeInput
                    id={`hours-${weekday}-${index}-close`}
                    aria-label={`${name}: fecha às${nth}`}
                    aria-invalid={closeError ? true : undefined}
                    aria-describedby={openError || closeError ? errorId : 'hours-help'}
                    value={interval.close}
                    disabled={disabled}
                    onChange={(close) => update(index, { close })}
                  />
                  {intervals.length > 1 && !disabled ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover o ${index + 1}º horário de ${name.toLowerCase()}`}
                      onClick={() => onChange(intervals.filter((_, i) => i !== index))}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null}
                  {runsPastMidnight(interval) ? (
                    <span className="text-xs text-slate-500">até o dia seguinte</span>
                  ) : null}
                </div>
                {openError || closeError ? (
                  <p id={errorId} className="text-sm text-red-700">
                    {openError ?? closeError}
                  </p>
                ) : null}
              </div>
            );
          })}
          {errors[String(weekday)] ? <p className="text-sm text-red-700">{errors[String(weekday)]}</p> : null}
          {intervals.length < 2 && !disabled ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              aria-label={`Adicionar um segundo horário a ${name.toLowerCase()}`}
              onClick={() => onChange([...intervals, { open: '', close: '' }])}
            >
              <Plus className="size-4" aria-hidden="true" />
              Segundo horário
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-500 sm:pt-2">Fechado o dia todo</p>
      )}
    </li>
  );
}
