import type { TestCategorizeResult } from '@tenho/domain/categories/categories.schemas';
import { Badge } from '@/components/ui/badge';
import { DetailItem } from '@/components/ui/detail-item';
import { cn } from '@/lib/cn';

const SOURCE_LABELS: Record<TestCategorizeResult['source'], string> = {
  offline: 'Categorizador local',
  llm: 'Inteligência artificial (LLM)',
};

export function formatConfidence(confidence: number): string {
  const ratio = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0;
  return `${Math.round(ratio * 100)}%`;
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
    <DetailItem
      label={label}
      className={cn(wide && '@md:col-span-2')}
      valueClassName={cn(
        'mt-0.5 break-words whitespace-pre-wrap',
        tone === 'warning' ? 'font-medium text-amber-900' : 'text-slate-900',
      )}
    >
      {value}
    </DetailItem>
  );
}
