import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { CATEGORIZER_LIMITS, CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/form-fields';
import { notify } from '@/lib/toast';
import { useTestCategorize } from '../api/test-categorize';
import { CategorizeResultPanel, formatConfidence } from './categorize-result-panel';

export const TEST_AREA_TEXT = {
  title: 'Testar categorização',
  messageLabel: 'Mensagem de teste',
  submit: 'Testar categorização',
} as const;

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
            <TextareaField
              label={TEST_AREA_TEXT.messageLabel}
              hint="Exemplo: “preciso de um eletricista pra trocar o disjuntor”. Ctrl+Enter também testa."
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              onKeyDown={handleKeyDown}
              rows={3}
              maxLength={CATEGORIZER_LIMITS.messageMaxLength}
              placeholder="Digite a mensagem do cliente…"
              inputClassName="min-h-24 resize-y py-2"
            />
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
