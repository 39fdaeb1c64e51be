import { useId, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { simulatorMessageInputSchema, type SimulatorUnit } from '@tenho/domain/whatsapp/simulator.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useConversation } from '../api/get-conversation';
import { usePixSandbox } from '../api/get-pix-sandbox';
import { usePayWithPix } from '../api/pay-with-pix';
import { useSendSimulatorMessage } from '../api/send-simulator-message';
import {
  CONVERSATION_LOAD_FAILED,
  fieldErrors,
  PIX_CHAT_PAID,
  PIX_PAY_FAILED,
  SIMULATOR_SEND_FAILED,
} from '../simulator-errors';
import { PhoneFrame } from './phone-frame';

export type SimulatorCompany = SimulatorUnit['companies'][number];

export type CompanyPhoneProps = { unitId: number; company: SimulatorCompany };

/**
 * A company's phone: the lead alerts it receives with their TENHO / NÃO TENHO buttons, the
 * consumer's contact after a TENHO, and a box to answer in plain text.
 */
export function CompanyPhone({ unitId, company }: CompanyPhoneProps) {
  const inputId = useId();
  const conversation = useConversation(unitId, company.whatsapp);
  const send = useSendSimulatorMessage();
  // Issue 32: a Pix sent in the chat is paid here, by the PSP sandbox, as the company's bank would.
  const sandbox = usePixSandbox();
  const pay = usePayWithPix();
  const handlePay = (topUpId: number) =>
    pay.mutate(topUpId, {
      onSuccess: () => notify.success(PIX_CHAT_PAID),
      onError: (failure) => notify.error(errorMessage(failure, PIX_PAY_FAILED)),
    });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleError = (failure: unknown) => notify.error(errorMessage(failure, SIMULATOR_SEND_FAILED));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!company.whatsapp) return;
    const parsed = simulatorMessageInputSchema.safeParse({ unit_id: unitId, from: company.whatsapp, text });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).text ?? null);
      return;
    }
    setError(null);
    send.mutate(
      { unit_id: unitId, from: company.whatsapp, text },
      { onSuccess: () => setText(''), onError: handleError },
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <PhoneFrame
        title={company.name}
        subtitle={
          company.whatsapp
            ? `${formatWaId(company.whatsapp)} · Saldo ${formatBRL(company.balance)}`
            : 'Sem WhatsApp cadastrado'
        }
        badges={company.is_active ? null : <Badge tone="grey">Inativa</Badge>}
        bubbles={conversation.data?.bubbles}
        loading={company.whatsapp !== null && conversation.isPending}
        error={
          conversation.isError && !conversation.data
            ? errorMessage(conversation.error, CONVERSATION_LOAD_FAILED)
            : null
        }
        onRetry={() => void conversation.refetch()}
        emptyText={
          company.whatsapp
            ? 'Nenhuma mensagem ainda. Os alertas de pedidos chegam aqui com os botões TENHO e NÃO TENHO.'
            : 'Esta empresa não tem WhatsApp no cadastro: ela não recebe alertas.'
        }
        busy={send.isPending}
        pix={{
          onPay: sandbox.data?.enabled ? handlePay : undefined,
          payingTopUpId: pay.isPending ? (pay.variables ?? null) : null,
        }}
        onButton={
          company.whatsapp
            ? (bubble, button) =>
                send.mutate(
                  { unit_id: unitId, from: company.whatsapp as string, button, reply_to: bubble.id },
                  { onError: handleError },
                )
            : undefined
        }
      >
        {company.whatsapp ? (
          <form onSubmit={handleSubmit} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Label htmlFor={inputId} className="sr-only">
                {`Responder como ${company.name}`}
              </Label>
              <Input
                id={inputId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Responder por texto..."
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className="h-9 min-w-0 flex-1 rounded-full"
              />
              <Button
                type="submit"
                size="icon"
                className="size-9 shrink-0 rounded-full"
                loading={send.isPending}
                aria-label={`Enviar como ${company.name}`}
              >
                {send.isPending ? null : <SendHorizontal className="size-4" aria-hidden="true" />}
              </Button>
            </div>
            {error ? (
              <p id={`${inputId}-error`} className="px-2 text-xs text-red-700">
                {error}
              </p>
            ) : null}
          </form>
        ) : null}
      </PhoneFrame>
      {company.categories.length > 0 ? (
        <p className="px-2 text-xs text-slate-600">
          <span className="font-medium text-slate-700">Categorias:</span> {company.categories.join(', ')}
        </p>
      ) : (
        <p className="px-2 text-xs text-slate-600">Sem categorias: não recebe pedidos.</p>
      )}
    </div>
  );
}
