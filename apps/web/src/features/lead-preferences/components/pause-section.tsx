import { useState } from 'react';
import { PauseCircle, PlayCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { todayIso } from '@/components/ui/calendar';
import { Field } from '@/components/ui/field';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { TimeInput } from '@/components/ui/time-input';
import { isPaused, pauseText, RECEIVING_SCREEN_MSG } from '../lead-preferences-text';
import { readPause, type PauseDraft, type PauseErrors, type PauseMode } from '../pause-draft';
import { SaveButton, SectionCard, useSectionSave, type SectionProps } from './section-card';

const MODES: { value: PauseMode; label: string }[] = [
  { value: 'until', label: 'Até uma data e hora' },
  { value: 'indefinite', label: 'Até eu retomar' },
];

const EMPTY: PauseDraft = { mode: 'until', date: '', time: '08:00' };

/** 'Pausar pedidos': until a date and time (Brasília) or until resumed; 'Retomar' while paused. */
export function PauseSection({ prefs, save, reload, readOnly = false }: SectionProps) {
  const [draft, setDraft] = useState<PauseDraft>(EMPTY);
  const [errors, setErrors] = useState<PauseErrors>({});
  const state = useSectionSave(save);
  const paused = isPaused(prefs);
  const dirty = draft.mode !== EMPTY.mode || draft.date !== EMPTY.date || draft.time !== EMPTY.time;

  const handleSubmit = async () => {
    const read = readPause(draft);
    if (!read.ok) {
      setErrors(read.errors);
      document.getElementById(read.errors.date ? 'pause-date' : 'pause-time')?.focus();
      return;
    }
    setErrors({});
    const saved = await state.run({ paused_until: read.pausedUntil }, 'Pedidos pausados.');
    if (saved) setDraft(EMPTY);
  };

  const handleResume = async () => {
    setErrors({});
    await state.run({ paused_until: null }, 'Pedidos retomados: a empresa volta a receber pedidos.');
  };

  const handleReload = async () => {
    await reload();
    setDraft(EMPTY);
    setErrors({});
    state.clear();
  };

  return (
    <SectionCard
      id="pausa"
      title="Pausar pedidos"
      description="Férias, feriado ou agenda cheia: enquanto a pausa durar, nenhum pedido é oferecido à empresa. Pelo WhatsApp, envie PAUSAR (ou PAUSAR 7 para sete dias) e VOLTAR."
      status={
        paused && prefs.paused_until ? (
          <Alert tone="warning" title={pauseText(prefs.paused_until)}>
            {prefs.auto_paused ? <p>{RECEIVING_SCREEN_MSG.autoPaused}</p> : null}
            {readOnly ? null : (
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                loading={state.saving}
                onClick={() => void handleResume()}
              >
                {state.saving ? null : <PlayCircle className="size-4" aria-hidden="true" />}
                Retomar
              </Button>
            )}
          </Alert>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <PlayCircle className="size-4 text-emerald-600" aria-hidden="true" />
            Pedidos ativos: a empresa não está pausada.
          </p>
        )
      }
      dirty={dirty && !readOnly}
      state={state}
      onReload={handleReload}
      onSubmit={() => void handleSubmit()}
      actions={
        readOnly ? undefined : (
          <SaveButton saving={state.saving}>
            <PauseCircle className="size-4" aria-hidden="true" />
            {paused ? 'Alterar pausa' : 'Pausar pedidos'}
          </SaveButton>
        )
      }
    >
      {readOnly ? null : (
        <div className="flex min-w-0 flex-col gap-4">
          <SegmentedFilter
            legend={paused ? 'Mudar a pausa para' : 'Pausar'}
            showLegend
            value={draft.mode}
            options={MODES}
            onChange={(mode) => {
              setDraft((d) => ({ ...d, mode }));
              setErrors({});
            }}
          />
          {draft.mode === 'until' ? (
            <div className="grid gap-4 sm:grid-cols-[14rem_auto] sm:items-start">
              <Field id="pause-date" label="Data" error={errors.date}>
                {(control) => (
                  <DateInput
                    {...control}
                    name="pause_date"
                    min={todayIso()}
                    value={draft.date}
                    onChange={(date) => setDraft((d) => ({ ...d, date }))}
                  />
                )}
              </Field>
              <Field id="pause-time" label="Hora" error={errors.time} hint="Horário de Brasília">
                {(control) => (
                  <TimeInput
                    {...control}
                    name="pause_time"
                    value={draft.time}
                    onChange={(time) => setDraft((d) => ({ ...d, time }))}
                  />
                )}
              </Field>
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              Os pedidos ficam pausados até alguém tocar em Retomar (ou a empresa enviar VOLTAR no WhatsApp).
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
