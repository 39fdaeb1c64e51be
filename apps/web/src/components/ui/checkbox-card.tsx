import { Checkbox } from './checkbox';
import { Label } from './field';

export type CheckboxCardProps = {
  id: string;
  label: string;
  /** What ticking it means, read with the box. */
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A framed checkbox with its label and one line about what it means (e.g. 'Categoria ativa'). */
export function CheckboxCard({ id, label, hint, checked, onCheckedChange }: CheckboxCardProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        aria-describedby={hintId}
        className="mt-0.5"
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}
