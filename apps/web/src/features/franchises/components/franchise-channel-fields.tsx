import type { ReactNode } from 'react';
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from '@tenho/domain/wallet/pix';
import { InputField } from '@/components/ui/form-fields';
import type { FranchiseFieldsProps } from './franchise-identity-fields';

/** The WhatsApp routing and Pix receiving sections. */
export function FranchiseChannelFields({ fieldProps }: FranchiseFieldsProps) {
  return (
    <>
      <FormSection
        title="WhatsApp"
        description="O número da Meta que recebe os pedidos desta franquia. Sem ele, os pedidos chegam pela franquia padrão."
      >
        <InputField
          label="ID do número (phone_number_id)"
          hint="Apenas dígitos, como aparece no painel da Meta."
          {...fieldProps('whatsapp_phone_number_id')}
          inputMode="numeric"
          autoComplete="off"
          inputClassName="font-mono"
        />
        <InputField
          label="Número exibido"
          hint="O número que os consumidores veem, com DDD."
          {...fieldProps('whatsapp_display_number')}
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 91234-5678"
        />
      </FormSection>

      <FormSection
        title="Pix"
        description="Onde as empresas pagam ao carregar créditos. Sem chave, os pedidos de carga são confirmados manualmente."
      >
        <InputField
          label="Chave Pix"
          hint="CPF, CNPJ, e-mail, celular ou chave aleatória."
          className="sm:col-span-2"
          {...fieldProps('pix_key')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <InputField
          label="Nome do recebedor"
          hint={`Até ${PIX_MERCHANT_NAME_MAX} caracteres; em branco, usa o nome da franquia.`}
          {...fieldProps('pix_merchant_name')}
          autoComplete="off"
        />
        <InputField
          label="Cidade do recebedor"
          hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres; em branco, usa a cidade da franquia.`}
          {...fieldProps('pix_merchant_city')}
          autoComplete="off"
        />
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
