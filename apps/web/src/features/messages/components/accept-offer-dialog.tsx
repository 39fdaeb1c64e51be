import { formatBRL } from '@tenho/domain/shared/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type AcceptOfferDialogProps = {
  open: boolean;
  /** The price of a lead, once the settings arrived. */
  creditValue: number | undefined;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Responder TENHO?': what the company gets and what it pays before it accepts a request. */
export function AcceptOfferDialog({
  open,
  creditValue,
  loading,
  onConfirm,
  onCancel,
}: AcceptOfferDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Responder TENHO?"
      description={
        <>
          Você recebe o nome e o WhatsApp do cliente
          {creditValue !== undefined
            ? ` e ${formatBRL(creditValue)} saem do seu saldo`
            : ' e o valor do crédito sai do seu saldo'}
          . O cliente também recebe o contato da sua empresa.
        </>
      }
      confirmLabel="Confirmar TENHO"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
