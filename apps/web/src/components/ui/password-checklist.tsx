import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '@tenho/domain/auth/password';
import { cn } from '@/lib/cn';

export type PasswordChecklistProps = { value: string; id?: string };

/** The live checklist under the password field: each rule of spec §5, met or not yet. */
export function PasswordChecklist({ value, id }: PasswordChecklistProps) {
  return (
    <ul id={id} className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2" aria-label="Requisitos da senha">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            className={cn('flex items-center gap-1.5 text-xs', met ? 'text-emerald-700' : 'text-slate-500')}
          >
            {met ? (
              <Check className="size-3.5 shrink-0" strokeWidth={3} aria-hidden="true" />
            ) : (
              <Circle className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '(atendido)' : '(pendente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
