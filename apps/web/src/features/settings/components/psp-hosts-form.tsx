import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { PSP_HOSTS_MSG, SUGGESTED_PSP_HOSTS } from '@tenho/domain/settings/psp-hosts';
import { pixPspHostsSchema } from '@tenho/domain/settings/settings.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useSaveSettings } from '../api/save-settings';

export type PspHostsFormProps = { hosts: readonly string[] };

type Notice = { tone: 'success' | 'error'; text: string } | null;

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The network's PSP allow-list (issue 28): the only servers a unit's API Pix may point at. One host
 * per line; the main Brazilian PSPs' API hosts are offered as suggestions the MASTER adds knowingly.
 */
export function PspHostsForm({ hosts }: PspHostsFormProps) {
  const [text, setText] = useState(hosts.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveSettings();
  const current = linesOf(text).map((h) => h.toLowerCase());
  const suggestions = SUGGESTED_PSP_HOSTS.filter((s) => !current.includes(s.host));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const parsed = pixPspHostsSchema.safeParse(linesOf(text));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { pixPspHosts: parsed.data },
      {
        onSuccess: (saved) => {
          setText((saved?.pixPspHosts ?? parsed.data).join('\n'));
          setNotice({ tone: 'success', text: PSP_HOSTS_MSG.saved });
        },
        onError: (failure) =>
          setNotice({ tone: 'error', text: errorMessage(failure, PSP_HOSTS_MSG.saveFailed) }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label={PSP_HOSTS_MSG.label}>
      <TextareaField
        label={PSP_HOSTS_MSG.label}
        hint={PSP_HOSTS_MSG.help}
        error={error}
        name="pixPspHosts"
        rows={5}
        spellCheck={false}
        autoCapitalize="none"
        placeholder="api.seubanco.com.br"
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputClassName="font-mono text-sm"
      />
      {suggestions.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-800" id="psp-sugestoes">
            Sugestões (servidores da API Pix dos principais bancos)
          </p>
          <ul aria-labelledby="psp-sugestoes" className="flex min-w-0 flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.host} className="max-w-full min-w-0">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  className="h-auto min-h-8 max-w-full flex-wrap py-1 text-left whitespace-normal"
                  onClick={() => setText((value) => [...linesOf(value), s.host].join('\n'))}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  <span className="sr-only">Adicionar </span>
                  <span className="font-mono break-all">{s.host}</span>
                  <span className="text-slate-500">{s.bank}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite">
          {notice?.tone === 'success' ? (
            <p className="text-sm font-medium text-emerald-700">{notice.text}</p>
          ) : null}
        </div>
        <Button type="submit" loading={save.isPending} className="sm:w-auto">
          Salvar lista
        </Button>
      </div>
      {notice?.tone === 'error' ? <Alert tone="danger">{notice.text}</Alert> : null}
    </form>
  );
}
