import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { X } from 'lucide-react';
import { controlClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addedAnnouncement, addKeywords } from './keyword-list';

export type KeywordChipsInputProps = {
  id?: string;
  /** Reaches the text box (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Keywords as chips: Enter or a comma adds what was typed (a pasted "a, b, c" adds three),
 * Backspace in an empty box removes the last one, each chip has its own remove button.
 * Additions and removals are announced to screen readers.
 */
export function KeywordChipsInput({
  id,
  ref,
  value,
  onChange,
  onBlur,
  disabled = false,
  placeholder = 'Digite e pressione Enter',
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: KeywordChipsInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-chips-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Adds each comma-separated part of `text`; returns what could not be added (kept in the box). */
  const commit = (text: string): string => {
    const { next, added, problem, rest } = addKeywords(value, text);
    setError(problem);
    if (added.length > 0) {
      onChange(next);
      setAnnouncement(addedAnnouncement(added, next.length));
    }
    return rest;
  };

  const remove = (index: number) => {
    const removed = value[index];
    if (removed === undefined) return;
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setError(null);
    setAnnouncement(`Palavra-chave “${removed}” removida. ${next.length} no total.`);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // An empty box lets Enter submit the form as usual.
      if (event.key === 'Enter' && !draft.trim()) return;
      event.preventDefault();
      setDraft(commit(draft));
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  // Mobile keyboards and paste do not always send a ',' key: split on the text itself too.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (!text.includes(',')) {
      setDraft(text);
      if (error) setError(null);
      return;
    }
    const lastComma = text.lastIndexOf(',');
    const rest = commit(text.slice(0, lastComma));
    setDraft(rest ? `${rest},${text.slice(lastComma + 1)}` : text.slice(lastComma + 1).trimStart());
  };

  const handleBlur = () => {
    if (draft.trim()) setDraft(commit(draft));
    onBlur?.();
  };

  const describedBy = [ariaDescribedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <div
        className={cn(
          controlClassName,
          'flex min-h-10 cursor-text flex-wrap items-center gap-1.5 px-2 py-1.5',
          'focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20',
          (ariaInvalid || error) && 'border-red-500 focus-within:border-red-600 focus-within:ring-red-600/20',
          disabled && 'cursor-not-allowed bg-slate-50',
        )}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Palavras-chave adicionadas">
            {value.map((keyword, index) => (
              <li
                key={`${keyword}-${index}`}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-sm text-brand-800 ring-1 ring-brand-600/20 ring-inset"
              >
                <span className="truncate">{keyword}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    remove(index);
                    inputRef.current?.focus();
                  }}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={`Remover palavra-chave ${keyword}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          disabled={disabled}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          placeholder={value.length === 0 ? placeholder : 'Adicionar outra'}
          enterKeyHint="enter"
          autoComplete="off"
          aria-invalid={ariaInvalid || error ? true : undefined}
          aria-describedby={describedBy}
          className="h-7 min-w-[10ch] flex-1 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
