import type { ReactNode } from 'react';
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from '@tenho/domain/wallet/pix';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldMessage } from '../franchise-form';
import type { FranchiseFieldsProps } from './franchise-identity-fields';

/** The WhatsApp routing and Pix receiving sections. */
export function FranchiseChannelFields({ form, invalid }: FranchiseFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormSection
        title="WhatsApp"
        description="O número da Meta que recebe os pedidos desta franquia. Sem ele, os pedidos chegam pela franquia padrão."
      >
        <Field
          label="ID do número (phone_number_id)"
          error={fieldMessage(errors.whatsapp_phone_number_id)}
          hint="Apenas dígitos, como aparece no painel da Meta."
        >
          {(control) => (
            <Input
              {...invalid('whatsapp_phone_number_id', control)}
              {...register('whatsapp_phone_number_id')}
              inputMode="numeric"
              autoComplete="off"
              className="font-mono"
            />
          )}
        </Field>
        <Field
          label="Número exibido"
          error={fieldMessage(errors.whatsapp_display_number)}
          hint="O número que os consumidores veem, com DDD."
        >
          {(control) => (
            <Input
              {...invalid('whatsapp_display_number', control)}
              {...register('whatsapp_display_number')}
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 91234-5678"
            />
          )}
        </Field>
      </FormSection>

      <FormSection
        title="Pix"
        description="Onde as empresas pagam ao carregar créditos. Sem chave, os pedidos de carga são confirmados manualmente."
      >
        <Field
          label="Chave Pix"
          error={fieldMessage(errors.pix_key)}
          hint="CPF, CNPJ, e-mail, celular ou chave aleatória."
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...invalid('pix_key', control)}
              {...register('pix_key')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label="Nome do recebedor"
          error={fieldMessage(errors.pix_merchant_name)}
          hint={`Até ${PIX_MERCHANT_NAME_MAX} caracteres; em branco, usa o nome da franquia.`}
        >
          {(control) => (
            <Input
              {...invalid('pix_merchant_name', control)}
              {...register('pix_merchant_name')}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label="Cidade do recebedor"
          error={fieldMessage(errors.pix_merchant_city)}
          hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres; em branco, usa a cidade da franquia.`}
        >
          {(control) => (
            <Input
              {...invalid('pix_merchant_city', control)}
              {...register('pix_merchant_city')}
              autoComplete="off"
            />
          )}
        </Field>
      </FormSection>
    </>
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      <p className="mb-4 text-xs text-slate-600">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
