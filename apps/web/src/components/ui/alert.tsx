import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  danger: { box: 'border-red-200 bg-red-50 text-red-800', Icon: XCircle },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  info: { box: 'border-slate-200 bg-slate-50 text-slate-700', Icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
} as const;

export type AlertProps = {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** An inline notice inside a form or page, announced when it appears. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'info' || tone === 'success' ? 'status' : 'alert'}
      className={cn('flex gap-3 rounded-xl border p-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
