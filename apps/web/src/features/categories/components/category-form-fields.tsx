import { useId } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATEGORY_TEXT_MAX,
  type CategoryFormInput,
  type categoryFormSchema,
} from '@tenho/domain/categories/categories.schemas';
import { Field } from '@/components/ui/field';
import { CheckboxCardField, CodeField, InputField } from '@/components/ui/form-fields';
import { Input } from '@/components/ui/input';
import type { SchemaForm } from '@/lib/use-schema-form';
import { KeywordChipsInput } from './keyword-chips-input';

export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

export type CategoryFieldsProps = {
  form: SchemaForm<CategoryFormInput, CategoryFormOutput, keyof CategoryFormInput>;
  editing: boolean;
  saving: boolean;
  groupSuggestions: readonly string[];
};

function keywordsError(errors: FieldErrors<CategoryFormInput>): string | undefined {
  const kw = errors.keywords as
    | (FieldErrors<CategoryFormInput>['keywords'] & Record<number, { message?: string } | undefined>)
    | undefined;
  if (!kw) return undefined;
  if (typeof kw.message === 'string' && kw.message) return kw.message;
  if (kw.root?.message) return kw.root.message;
  for (const value of Object.values(kw)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      return value.message;
  }
  return undefined;
}

/** Name, group (with the existing groups offered), code, keywords and the active switch. */
export function CategoryFields({ form, editing, saving, groupSuggestions }: CategoryFieldsProps) {
  const datalistId = useId();
  const {
    register,
    field,
    control,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-4">
      <InputField
        label="Nome"
        {...field('name')}
        autoComplete="off"
        placeholder="Ex.: Eletricista"
        maxLength={CATEGORY_TEXT_MAX}
      />

      <Field
        label="Grupo"
        error={errors.groupName?.message}
        hint={groupSuggestions.length > 0 ? 'Escolha um grupo existente ou digite um novo.' : undefined}
      >
        {(control) => (
          <>
            <Input
              {...control}
              {...register('groupName')}
              list={datalistId}
              autoComplete="off"
              placeholder="Ex.: Serviços residenciais"
              maxLength={CATEGORY_TEXT_MAX}
            />
            <datalist id={datalistId}>
              {groupSuggestions.map((group) => (
                <option key={group} value={group} />
              ))}
            </datalist>
          </>
        )}
      </Field>

      <CodeField
        label="Código (opcional)"
        hint={
          editing
            ? 'Identificador usado nas integrações. Evite mudar se já estiver em uso.'
            : 'Deixe em branco para gerar a partir do nome (ex.: eletricista).'
        }
        {...field('code')}
        placeholder="ex.: eletricista"
        maxLength={CATEGORY_TEXT_MAX}
      />

      <Controller
        control={control}
        name="keywords"
        render={({ field }) => (
          <Field
            label="Palavras-chave"
            error={keywordsError(errors)}
            hint="Digite e pressione Enter ou vírgula para adicionar; Backspace remove a última."
          >
            {(controlProps) => (
              <KeywordChipsInput
                {...controlProps}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={saving}
              />
            )}
          </Field>
        )}
      />

      <CheckboxCardField
        control={control}
        name="is_active"
        id="category-is-active"
        label="Categoria ativa"
        hint="Só categorias ativas aparecem para as empresas e recebem pedidos."
      />
    </div>
  );
}
