import { useState, type FormEvent, type ReactNode } from 'react';
import type {
  LeadPreferences,
  LeadPreferencesUpdate,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import { errorMessage } from '@/lib/api-client';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { RECEIVING_SCREEN_MSG } from '../lead-preferences-text';

/** What the page hands each section: the latest preferences, a save and a reload. */
export type SectionProps = {
  prefs: LeadPreferences;
  /** Saves `update` with the version the page read (If-Match); rejects with the API's error. */
  save: (update: LeadPreferencesUpdate) => Promise<LeadPreferences>;
  /** Reads the preferences again (after a conflict); resolves with the fresh ones. */
  reload: () => Promise<LeadPreferences>;
  /** A company's USER reads them only. */
  readOnly?: boolean;
};

type Outcome = { tone: 'success' | 'error'; text: string } | { tone: 'conflict'; text: string } | null;

/**
 * One save per section: the save state of a section (busy, saved, failed, conflict). A failed or
 * conflicting save keeps what was typed; only 'Recarregar' replaces it, on the user's click.
 */
export function useSectionSave(save: SectionProps['save']) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (update: LeadPreferencesUpdate, successText: string): Promise<LeadPreferences | null> => {
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await save(update);
      setOutcome({ tone: 'success', text: successText });
      return saved;
    } catch (error) {
      if (isVersionConflict(error)) setOutcome({ tone: 'conflict', text: versionConflictMessage(error) });
      else setOutcome({ tone: 'error', text: errorMessage(error, RECEIVING_SCREEN_MSG.saveFailed) });
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { saving, outcome, run, clear: () => setOutcome(null) };
}

export type SectionCardProps = {
  id: string;
  title: string;
  description: ReactNode;
  /** Shown above the form (the state now). */
  status?: ReactNode;
  children: ReactNode;
  /** The section's own actions at the bottom (its save button). */
  actions?: ReactNode;
  dirty: boolean;
  state: ReturnType<typeof useSectionSave>;
  /** Replaces what was typed with the record as saved by someone else. */
  onReload: () => Promise<unknown>;
  onSubmit: () => void;
};

/** A titled form of the edit screen with its own save, its notice and its version conflict. */
export function SectionCard({
  id,
  title,
  description,
  status,
  children,
  actions,
  dirty,
  state,
  onReload,
  onSubmit,
}: SectionCardProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {status}
        <form
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={`${id}-title`}
          className="flex flex-col gap-5"
        >
          {children}
          {state.outcome?.tone === 'conflict' ? (
            <VersionConflictAlert message={state.outcome.text} onReload={onReload} />
          ) : null}
          {state.outcome?.tone === 'error' ? <Alert tone="danger">{state.outcome.text}</Alert> : null}
          {actions ? (
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p aria-live="polite" className="text-sm">
                {state.outcome?.tone === 'success' && !dirty ? (
                  <span className="font-medium text-emerald-700">{state.outcome.text}</span>
                ) : dirty ? (
                  <span className="text-amber-800">Alterações não salvas</span>
                ) : null}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

/** The save button of a section. */
export function SaveButton({ saving, children = 'Salvar' }: { saving: boolean; children?: ReactNode }) {
  return (
    <Button type="submit" loading={saving} className="sm:w-auto">
      {children}
    </Button>
  );
}
