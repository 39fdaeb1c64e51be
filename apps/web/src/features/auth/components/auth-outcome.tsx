import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@/components/ui/alert';
import { cn } from '@/lib/cn';

export type AuthOutcomeProps = {
  tone: AlertProps['tone'];
  /** What happened, in the alert. */
  message: ReactNode;
  className?: string;
  /** What the person can do next (usually one large button). */
  children: ReactNode;
};

/** Where an auth flow ends: the outcome in an alert, then the next step. */
export function AuthOutcome({ tone, message, className, children }: AuthOutcomeProps) {
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Alert tone={tone}>{message}</Alert>
      {children}
    </div>
  );
}
