import { RotateCw } from 'lucide-react';
import { Button } from './button';

export type RefreshButtonProps = {
  onRefresh: () => void;
  /** A load runs: the icon spins and the button waits. */
  fetching: boolean;
};

/** A list page's 'Atualizar': loads the list again now. */
export function RefreshButton({ onRefresh, fetching }: RefreshButtonProps) {
  return (
    <Button variant="secondary" onClick={onRefresh} disabled={fetching}>
      <RotateCw className={fetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      Atualizar
    </Button>
  );
}
