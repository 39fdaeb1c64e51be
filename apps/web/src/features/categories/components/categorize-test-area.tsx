import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import {
  CATEGORIZER_LIMITS,
  CATEGORY_MSG,
  type TestCategorizeResult,
} from '@tenho/domain/categories/categories.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { controlClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useTestCategorize } from '../api/test-categorize';

export const TEST_AREA_TEXT = {
  title: 'Testar categorização',
  messageLabel: 'Mensagem de teste',
  submit: 'Testar categorização',
} as const;

const SOURCE_LABELS: Record<TestCategorizeResult['source'], string> = {
  offline: 'Categorizador local',
  llm: 'Inteligência artificial (LLM)',
};

export function formatConfidence(confidence: number): string {
  const ratio = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  return `${Math.round(ratio * 100)}%`;
}

export type CategorizeTestAreaProps = { className?: string; description?: ReactNode };

/**
 * The spec's test area: type a message as it would arrive on WhatsApp and see what the
 * categoriser makes of it (the six fields of spec §7, plus how sure it is).
 */
export function CategorizeTestArea({ className, description }: CategorizeTestAreaProps) {
  const headingId = useId();
  const [message, setMessage] = useState('');
  const categorize = useTestCategorize();
  const blank = message.trim() === '';
  const result = categorize.data;

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || categorize.isPending) return;
    categorize.mutate(message.trim(), {
      onError: () => notify.error(CATEGORY_MSG.categorizeFailed),
    });
  };

  // Ctrl+Enter (⌘+Enter) tests without leaving the keyboard; plain Enter is a new line.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) handleSubmit();
  };

  return (
    <Card className={className}>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <FlaskConical className="size-5 text-brand-700" aria-hidden="true" />
            {TEST_AREA_TEXT.title}
          </CardTitle>
          <CardDescription>
            {description ??
              'Escreva uma mensagem como ela chegaria pelo WhatsApp e veja em qual categoria ela se encaixa.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form onSubmit={handleSubmit} className="flex flex-col gap-3" noValidate>
            <Field
              label={TEST_AREA_TEXT.messageLabel}
              hint="Exemplo: “preciso de um eletricista pra trocar o disjuntor”. Ctrl+Enter também testa."
            >
              {(control) => (
                <textarea
                  {...control}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  onKeyDown={handleKeyDown}
                  rows={3}
                  maxLength={CATEGORIZER_LIMITS.messageMaxLength}
                  placeholder="Digite a mensagem do cliente…"
                  className={cn(controlClassName, 'min-h-24 resize-y py-2')}
                />
              )}
            </Field>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={blank} loading={categorize.isPending}>
                {TEST_AREA_TEXT.submit}
              </Button>
              {result || message ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setMessage('');
                    categorize.reset();
                  }}
                >
                  Limpar
                </Button>
              ) : null}
            </div>
          </form>

          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {result
              ? result.success
                ? `Resultado: ${result.category ?? ''}, confiança ${formatConfidence(result.confidence)}.`
                : `Resultado: ${result.error ?? CATEGORY_MSG.notCategorized}.`
              : ''}
          </p>
          {result ? <CategorizeResultPanel result={result} /> : null}
        </CardContent>
      </section>
    </Card>
  );
}

const EMPTY = '—';

export function CategorizeResultPanel({ result }: { result: TestCategorizeResult }) {
  const alternatives = result.alternatives.filter((alt) => alt.categoryId !== result.categoryId);
  return (
    <div
      className={cn(
        '@container rounded-xl border p-4',
        result.success ? 'border-emerald-200 bg-emerald-50/40' : 'border-amber-300 bg-amber-50/50',
      )}
      data-testid="categorize-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">Resultado</h4>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={result.success ? 'green' : 'amber'} dot>
            {result.success ? 'Categoria identificada' : 'Não categorizada'}
          </Badge>
          <Badge tone="grey">{SOURCE_LABELS[result.source] ?? result.source}</Badge>
        </div>
      </div>

      <div className="mt-3">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-600">Confiança</span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatConfidence(result.confidence)}
          </span>
        </div>
        <div
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          role="meter"
          aria-label="Confiança"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(1, Math.max(0, result.confidence || 0)) * 100)}
          aria-valuetext={formatConfidence(result.confidence)}
        >
          <div
            className={cn('h-full rounded-full', result.success ? 'bg-brand-600' : 'bg-amber-500')}
            style={{ width: formatConfidence(result.confidence) }}
          />
        </div>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm @md:grid-cols-2">
        <ResultItem label="Sucesso" value={result.success ? 'Sim' : 'Não'} />
        <ResultItem label="Categoria" value={result.category ?? EMPTY} />
        <ResultItem
          label="ID da categoria"
          value={result.categoryId == null ? EMPTY : String(result.categoryId)}
        />
        <ResultItem label="Documento (CPF/CNPJ)" value={result.document ?? 'Nenhum encontrado'} />
        <ResultItem label="Mensagem original" value={result.originalMessage} wide />
        <ResultItem
          label="Erro"
          value={result.error ?? EMPTY}
          wide
          tone={result.error ? 'warning' : undefined}
        />
      </dl>

      {alternatives.length > 0 ? (
        <div className="mt-4 border-t border-slate-200/80 pt-3">
          <h5 className="text-xs font-medium text-slate-500">Outras possibilidades</h5>
          <ol className="mt-2 flex flex-col gap-1.5" aria-label="Outras possibilidades">
            {alternatives.map((alt) => (
              <li key={alt.categoryId} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-slate-800">
                  {alt.category} <span className="text-slate-500">(ID {alt.categoryId})</span>
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {formatConfidence(alt.confidence)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

type ResultItemProps = { label: string; value: string; wide?: boolean; tone?: 'warning' };

function ResultItem({ label, value, wide = false, tone }: ResultItemProps) {
  return (
    <div className={cn('min-w-0', wide && '@md:col-span-2')}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 break-words whitespace-pre-wrap',
          tone === 'warning' ? 'font-medium text-amber-900' : 'text-slate-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
