import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { Alert } from '@/components/ui/alert';

export type RequiredSummaryProps = {
  /** The id the fields missing a value point to (see requiredSummaryProps). */
  id: string;
  className: string;
};

/** Spec §5's one 'Preencha todos os campos obrigatórios' above a form, instead of one per field. */
export function RequiredSummary({ id, className }: RequiredSummaryProps) {
  return (
    <div id={id} className={className}>
      <Alert tone="danger">{FRANCHISE_MSG.required}</Alert>
    </div>
  );
}
