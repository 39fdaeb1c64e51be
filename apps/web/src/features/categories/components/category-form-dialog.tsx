import { useId } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CATEGORY_MSG,
  CATEGORY_TEXT_MAX,
  categoryFormSchema,
  type CategoryFormInput,
  type Category,
  type CategoryPatch,
} from '@tenho/domain/categories/categories.schemas';

import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { CheckboxCard } from '@/components/ui/checkbox-card';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { KeywordChipsInput } from './keyword-chips-input';

type CategoryFormOutput = z.output<typeof categoryFormSchema>;
type FieldName = keyof CategoryFormInput;

const FIELD_ORDER = ['name', 'groupName', 'code', 'keywords'] as const satisfies readonly FieldName[];

const categoryResolver = zodResolver(categoryFormSchema);

function defaultsFor(category: Category | null): CategoryFormInput {
  return category
    ? {
        name: category.name,
        groupName: category.groupName,
        code: category.code,
        keywords: [...category.keywords],
        is_active: category.is_active,
      }
    : { name: '', groupName: '', code: '', keywords: [], is_active: true };
}

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

export type CategoryFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category being edited; null creates a new one. */
  category: Category | null;
  groupSuggestions: readonly string[];
};

/** Create or edit a catalogue category (MASTER): name, group, optional code, keywords, active. */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
  groupSuggestions,
}: CategoryFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {/* The content unmounts once closed, so every opening starts from a fresh form. */}
        <CategoryForm
          key={category?.id ?? 'new'}
          category={category}
          groupSuggestions={groupSuggestions}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type CategoryFormProps = {
  category: Category | null;
  groupSuggestions: readonly string[];
  onDone: () => void;
};

function CategoryForm({ category, groupSuggestions, onDone }: CategoryFormProps) {
  const datalistId = useId();
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  const saving = createMutation.isPending || updateMutation.isPending;
  const editing = category !== null;

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CategoryFormInput, unknown, CategoryFormOutput>({
    resolver: categoryResolver,
    defaultValues: defaultsFor(category),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const focusFirstError = (fieldErrors: FieldErrors<CategoryFormInput>) => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  };

  const showServerErrors = useServerFormErrors({ setError, setFocus }, FIELD_ORDER, {
    codeFields: { 'categories.code_taken': 'code' },
  });
  const handleServerError = (error: unknown, fallback: string) => {
    const message = errorMessage(error, fallback);
    notify.error(message);
    showServerErrors(error, message);
  };

  const handleValid = (values: CategoryFormOutput) => {
    if (!category) {
      createMutation.mutate(values, {
        onSuccess: () => {
          notify.success(CATEGORY_MSG.created);
          onDone();
        },
        onError: (error) => handleServerError(error, CATEGORY_MSG.createFailed),
      });
      return;
    }
    const patch: CategoryPatch = {
      name: values.name,
      groupName: values.groupName,
      keywords: values.keywords,
      is_active: values.is_active,
    };
    if (values.code && values.code !== category.code) patch.code = values.code;
    updateMutation.mutate(
      { id: category.id, patch },
      {
        onSuccess: () => {
          notify.success(CATEGORY_MSG.updated);
          onDone();
        },
        onError: (error) => handleServerError(error, CATEGORY_MSG.updateFailed),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid, focusFirstError)} aria-busy={saving || undefined}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Editar categoria' : 'Nova categoria'}</DialogTitle>
        <DialogDescription>
          As palavras-chave ajudam o categorizador a reconhecer os pedidos que chegam pelo WhatsApp.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-4">
        <Field label="Nome" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('name')}
              autoComplete="off"
              placeholder="Ex.: Eletricista"
              maxLength={CATEGORY_TEXT_MAX}
            />
          )}
        </Field>

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

        <Field
          label="Código (opcional)"
          error={errors.code?.message}
          hint={
            editing
              ? 'Identificador usado nas integrações. Evite mudar se já estiver em uso.'
              : 'Deixe em branco para gerar a partir do nome (ex.: eletricista).'
          }
        >
          {(control) => (
            <Input
              {...control}
              {...register('code')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="ex.: eletricista"
              className="font-mono"
              maxLength={CATEGORY_TEXT_MAX}
            />
          )}
        </Field>

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

        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <CheckboxCard
              id="category-is-active"
              label="Categoria ativa"
              hint="Só categorias ativas aparecem para as empresas e recebem pedidos."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>

      <FormDialogFooter
        onCancel={onDone}
        saving={saving}
        submitLabel={editing ? 'Salvar alterações' : 'Criar categoria'}
      />
    </form>
  );
}
