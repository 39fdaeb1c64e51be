import { useId, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { maskPhone } from '@tenho/domain/shared/format';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import {
  SIMULATOR_TEXT_MAX,
  simulatorMessageInputSchema,
  simulatorPhoneField,
} from '@tenho/domain/whatsapp/simulator.schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Label } from '@/components/ui/field';
import { Input, controlClassName } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useConversation } from '../api/get-conversation';
import { useSendSimulatorMedia } from '../api/send-simulator-media';
import { useSendSimulatorMessage } from '../api/send-simulator-message';
import { CONVERSATION_LOAD_FAILED, fieldErrors, SIMULATOR_SEND_FAILED } from '../simulator-errors';
import { MediaControls } from './media-controls';
import { PhoneFrame } from './phone-frame';

export type ConsumerPhoneProps = {
  unitId: number;
  /** The unit's business number the consumer writes to. */
  unitNumber: string;
};

type Errors = Partial<Record<'name' | 'from' | 'text', string>>;

/** The consumer: any name and number, writing to the unit's WhatsApp; its phone shows our replies. */
export function ConsumerPhone({ unitId, unitNumber }: ConsumerPhoneProps) {
  const textId = useId();
  const [name, setName] = useState('Maria Souza');
  const [phone, setPhone] = useState('(11) 98888-1234');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendSimulatorMessage();
  const sendMedia = useSendSimulatorMedia();

  const waId = simulatorPhoneField.safeParse(phone);
  const number = waId.success ? waId.data : null;
  const conversation = useConversation(unitId, number);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { unit_id: unitId, from: phone, name, text };
    const parsed = simulatorMessageInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: () => setText(''),
      onError: (error) => notify.error(errorMessage(error, SIMULATOR_SEND_FAILED)),
    });
  };

  /** Issue 30: a voice note or a photo (the typed text goes as the photo's caption). */
  const handleMedia = (file: Blob, fileName: string, kind: 'audio' | 'image') => {
    const parsed = simulatorPhoneField.safeParse(phone);
    if (!parsed.success) {
      setErrors({ from: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    sendMedia.mutate(
      { unitId, from: phone, name, file, fileName, caption: kind === 'image' ? text : undefined },
      {
        onSuccess: () => {
          if (kind === 'image') setText('');
        },
        onError: (error) => notify.error(errorMessage(error, SIMULATOR_SEND_FAILED)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label="Nome do cliente" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="WhatsApp do cliente" error={errors.from}>
          {(control) => (
            <Input
              {...control}
              value={phone}
              inputMode="tel"
              onChange={(event) => setPhone(maskPhone(event.target.value))}
              autoComplete="off"
            />
          )}
        </Field>
      </Card>
      <PhoneFrame
        title={name.trim() || 'Cliente'}
        subtitle={number ? `${formatWaId(number)} → ${unitNumber}` : 'Informe o WhatsApp do cliente'}
        bubbles={conversation.data?.bubbles}
        loading={number !== null && conversation.isPending}
        error={
          conversation.isError && !conversation.data
            ? errorMessage(conversation.error, CONVERSATION_LOAD_FAILED)
            : null
        }
        onRetry={() => void conversation.refetch()}
        emptyText='Escreva um pedido, por exemplo: "Preciso de um eletricista hoje".'
        busy={send.isPending || sendMedia.isPending}
        // The rating question's Ótimo / Regular / Ruim buttons, tapped as the consumer.
        onButton={
          number
            ? (bubble, button) =>
                send.mutate(
                  { unit_id: unitId, from: phone, name, button, reply_to: bubble.id },
                  { onError: (error) => notify.error(errorMessage(error, SIMULATOR_SEND_FAILED)) },
                )
            : undefined
        }
      >
        <form onSubmit={handleSubmit} className="flex flex-col gap-1">
          <MediaControls onSend={handleMedia} busy={sendMedia.isPending} disabled={number === null} />
          <div className="flex items-end gap-2">
            <Label htmlFor={textId} className="sr-only">
              Mensagem do cliente
            </Label>
            <textarea
              id={textId}
              value={text}
              rows={2}
              maxLength={SIMULATOR_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              placeholder="Mensagem do cliente..."
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? `${textId}-error` : undefined}
              className={cn(controlClassName, 'min-h-10 resize-none rounded-2xl py-2')}
            />
            <Button
              type="submit"
              size="icon"
              className="size-10 shrink-0 rounded-full"
              loading={send.isPending}
              aria-label="Enviar mensagem do cliente"
            >
              {send.isPending ? null : <SendHorizontal className="size-4" aria-hidden="true" />}
            </Button>
          </div>
          {errors.text ? (
            <p id={`${textId}-error`} className="px-2 text-xs text-red-700">
              {errors.text}
            </p>
          ) : null}
        </form>
      </PhoneFrame>
    </div>
  );
}
