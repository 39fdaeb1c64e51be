import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';

export type ActiveSwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. 'Categoria Eletricista ativa'. */
  label: string;
  disabled?: boolean;
};

/** An on/off switch with its state also written beside it (never colour alone). */
export function ActiveSwitch({ checked, onCheckedChange, label, disabled = false }: ActiveSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <Switch.Root
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
        <Switch.Thumb
          className={cn(
            'block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform',
            checked ? 'translate-x-[22px]' : 'translate-x-0.5',
          )}
        />
      </Switch.Root>
      <span
        className={cn('w-14 text-xs font-medium', checked ? 'text-emerald-800' : 'text-slate-500')}
        aria-hidden="true"
      >
        {checked ? 'Ativa' : 'Inativa'}
      </span>
    </span>
  );
}
