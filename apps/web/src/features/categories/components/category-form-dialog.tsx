import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { getCategories } from '@/lib/api/get-categories';
import { isVersionConflict, versionConflictMessage } from '@/lib/record-version';
import { VersionConflictAlert } from '@/components/ui/version-conflict-alert';
import {
  CATEGORY_MSG,
  categoryFormSchema,
  type CategoryFormInput,
  type Category,
  type CategoryPatch,
} from '@tenho/domain/categories/categories.schemas';

import { DialogForm, DialogFrame } from '@/components/ui/dialog-layout';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryFields, type CategoryFormOutput } from './category-form-fields';

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
    <DialogFrame open={open} onClose={() => onOpenChange(false)} className="max-w-lg">
      {/* The content unmounts once closed, so every opening starts from a fresh form. */}
      <CategoryForm
        key={category?.id ?? 'new'}
        category={category}
        groupSuggestions={groupSuggestions}
        onDone={() => onOpenChange(false)}
      />
    </DialogFrame>
  );
}

type CategoryFormProps = {
  category: Category | null;
  groupSuggestions: readonly string[];
  onDone: () => void;
};

function CategoryForm({ category, groupSuggestions, onDone }: CategoryFormProps) {
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  const saving = createMutation.isPending || updateMutation.isPending;
  const editing = category !== null;

  const form = useSchemaForm<CategoryFormInput, CategoryFormOutput, FieldName>({
    resolver: categoryResolver,
    defaultValues: defaultsFor(category),
    fieldOrder: FIELD_ORDER,
    serverErrors: { codeFields: { 'categories.code_taken': 'code' } },
  });
  const { submit, showServerErrors } = form;

  const [version, setVersion] = useState(category?.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const handleServerError = (error: unknown, fallback: string) => {
    if (isVersionConflict(error)) {
      // Someone saved first: the typed values stay on screen, 'Recarregar' offers the current category.
      setConflict(versionConflictMessage(error));
      return;
    }
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
      { id: category.id, patch, version },
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
    <DialogForm
      onSubmit={submit(handleValid)}
      onCancel={onDone}
      busy={saving}
      submitLabel={editing ? 'Salvar alterações' : 'Criar categoria'}
      title={editing ? 'Editar categoria' : 'Nova categoria'}
      description="As palavras-chave ajudam o categorizador a reconhecer os pedidos que chegam pelo WhatsApp."
    >
      {conflict && category ? (
        <div className="mb-4">
          <VersionConflictAlert
            message={conflict}
            onReload={async () => {
              const fresh = (await getCategories()).find((c) => c.id === category.id);
              if (fresh) {
                form.reset(defaultsFor(fresh));
                setVersion(fresh.version);
              }
              setConflict(null);
            }}
          />
        </div>
      ) : null}
      <CategoryFields form={form} editing={editing} saving={saving} groupSuggestions={groupSuggestions} />
    </DialogForm>
  );
}
