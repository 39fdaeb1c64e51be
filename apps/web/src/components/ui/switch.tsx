import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. 'Categoria Eletricista ativa'. */
  label: string;
  /** The state written beside the switch (never colour alone); false hides it. */
  stateLabels?: { on: string; off: string } | false;
  disabled?: boolean;
  className?: string;
};

/** An on/off switch; its state is also written beside it unless `stateLabels` is false. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  stateLabels = { on: 'Ativo', off: 'Inativo' },
  disabled = false,
  className,
}: SwitchProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <SwitchPrimitive.Root
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={label}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform',
            checked ? 'translate-x-[22px]' : 'translate-x-0.5',
          )}
        />
      </SwitchPrimitive.Root>
      {stateLabels ? (
        <span
          className={cn('w-14 text-xs font-medium', checked ? 'text-emerald-800' : 'text-slate-500')}
          aria-hidden="true"
        >
          {checked ? stateLabels.on : stateLabels.off}
        </span>
      ) : null}
    </span>
  );
}
