import { AlertTriangle, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { IconTile } from './icon-tile';

export type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

export function ErrorState({ message, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}
    >
      <IconTile size="lg" tone="bg-red-50 text-red-600" className="mb-4">
        <AlertTriangle className="size-6" />
      </IconTile>
      <p className="max-w-sm text-sm font-medium text-slate-800">{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-6" onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCw className="size-4" aria-hidden="true" />}
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
