import { useState } from 'react';
import {
  LEAD_PREFERENCES_MSG,
  SPEND_CAP_PERIOD_LABELS,
  SPEND_CAP_WARN_RATIO,
  spendCapSchema,
  type LeadPreferences,
  type SpendCap,
  type SpendCapPeriod,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { formatBRL } from '@tenho/domain/shared/format';
import { formatMoneyText, parseMoney } from '@tenho/domain/shared/money';
import { reaisToCents, centsToReais } from '@tenho/domain/shared/format';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { SaveButton, SectionCard, useSectionSave, type SectionProps } from './section-card';

type CapMode = 'none' | SpendCapPeriod;
type Draft = { mode: CapMode; amount: string };

const MODES: { value: CapMode; label: string }[] = [
  { value: 'none', label: 'Sem limite' },
  { value: 'week', label: 'Por semana' },
  { value: 'month', label: 'Por mês' },
];

function draftOf(prefs: Pick<LeadPreferences, 'spend_cap'>): Draft {
  return prefs.spend_cap
    ? { mode: prefs.spend_cap.period, amount: formatMoneyText(reaisToCents(prefs.spend_cap.amount)) }
    : { mode: 'none', amount: '' };
}

function sameDraft(a: Draft, b: Draft): boolean {
  if (a.mode !== b.mode) return false;
  if (a.mode === 'none') return true;
  const pa = parseMoney(a.amount);
  const pb = parseMoney(b.amount);
  return pa.ok && pb.ok ? pa.cents === pb.cents : a.amount === b.amount;
}

/** The cap to send, or the message to show under the amount (the schema's pt-BR texts). */
export function readSpendCap(
  draft: Draft,
): { ok: true; cap: SpendCap | null } | { ok: false; message: string } {
  if (draft.mode === 'none') return { ok: true, cap: null };
  const money = parseMoney(draft.amount);
  if (!money.ok) {
    return {
      ok: false,
      message: money.reason === 'required' ? LEAD_PREFERENCES_MSG.capAmountRequired : money.message,
    };
  }
  const parsed = spendCapSchema.safeParse({ period: draft.mode, amount: centsToReais(money.cents) });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? LEAD_PREFERENCES_MSG.capAmountRequired };
  return { ok: true, cap: parsed.data };
}

/** 'Limite de gastos': none, per week or per month, and the amount in R$. */
export function SpendCapSection({ prefs, save, reload, readOnly = false }: SectionProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(prefs));
  const [baseline, setBaseline] = useState<Draft>(() => draftOf(prefs));
  const [error, setError] = useState<string | null>(null);
  const state = useSectionSave(save);
  const dirty = !sameDraft(draft, baseline);

  const handleSubmit = async () => {
    const read = readSpendCap(draft);
    if (!read.ok) {
      setError(read.message);
      document.getElementById('spend-cap-amount')?.focus();
      return;
    }
    setError(null);
    const saved = await state.run(
      { spend_cap: read.cap },
      read.cap ? 'Limite de gastos salvo.' : 'Limite de gastos removido.',
    );
    if (saved) {
      setDraft(draftOf(saved));
      setBaseline(draftOf(saved));
    }
  };

  const handleReload = async () => {
    const fresh = await reload();
    setDraft(draftOf(fresh));
    setBaseline(draftOf(fresh));
    setError(null);
    state.clear();
  };

  const warnPercent = Math.round(SPEND_CAP_WARN_RATIO * 100);

  return (
    <SectionCard
      id="limite"
      title="Limite de gastos"
      description={
        <>
          Quanto a empresa aceita gastar com pedidos por semana ou por mês. Contamos os leads cobrados menos
          os estornos, no horário de Brasília (a semana começa na segunda-feira às 00:00). Com {warnPercent} %
          do limite a empresa recebe um aviso; ao atingi-lo, os pedidos param até o período virar.
        </>
      }
      status={
        <p className="text-sm text-slate-700 tabular-nums">
          Gasto neste período:{' '}
          <span className="font-semibold text-slate-900">{formatBRL(prefs.spent_this_period)}</span>
          {prefs.spend_cap ? (
            <>
              {' '}
              de {formatBRL(prefs.spend_cap.amount)} {SPEND_CAP_PERIOD_LABELS[prefs.spend_cap.period]}
            </>
          ) : null}
        </p>
      }
      dirty={dirty}
      state={state}
      onReload={handleReload}
      onSubmit={() => void handleSubmit()}
      actions={readOnly ? undefined : <SaveButton saving={state.saving}>Salvar limite</SaveButton>}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <SegmentedFilter
          legend="Limite"
          showLegend
          value={draft.mode}
          options={MODES}
          onChange={(mode) => {
            setDraft((d) => ({ ...d, mode }));
            setError(null);
          }}
        />
        {draft.mode !== 'none' ? (
          <Field
            id="spend-cap-amount"
            label={draft.mode === 'week' ? 'Valor por semana' : 'Valor por mês'}
            error={error ?? undefined}
            hint="Mínimo de R$ 1,00."
            className="max-w-xs"
          >
            {(control) => (
              <MoneyInput
                {...control}
                name="spend_cap_amount"
                value={draft.amount}
                onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
                placeholder="100,00"
              />
            )}
          </Field>
        ) : null}
      </fieldset>
    </SectionCard>
  );
}
