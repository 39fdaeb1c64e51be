import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isCataloguePermission } from '@tenho/domain/auth/permissions';
import {
  PERMISSIONS_MSG,
  permissionFormSchema,
  type Permission,
  type PermissionFormInput,
} from '@tenho/domain/permissions/permissions.schemas';

import { DialogForm, DialogFrame } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { notify } from '@/lib/toast';
import { useCreatePermission } from '../api/create-permission';
import { useUpdatePermission } from '../api/update-permission';

type FormOutput = { name: string; description: string };
const FIELDS = ['name', 'description'] as const;

export type PermissionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The permission being edited; null creates one. */
  permission: Permission | null;
};

/** Create or edit a permission (spec §5: name and description required; name snake_case or area.acao). */
export function PermissionFormDialog({ open, onOpenChange, permission }: PermissionFormDialogProps) {
  return (
    <DialogFrame open={open} onClose={() => onOpenChange(false)} className="max-w-lg">
      {open ? (
        <PermissionForm
          key={permission?.id ?? 'new'}
          permission={permission}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </DialogFrame>
  );
}

function PermissionForm({ permission, onDone }: { permission: Permission | null; onDone: () => void }) {
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const saving = create.isPending || update.isPending;
  const catalogue = permission !== null && isCataloguePermission(permission.name);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PermissionFormInput, unknown, FormOutput>({
    resolver: zodResolver(permissionFormSchema),
    defaultValues: { name: permission?.name ?? '', description: permission?.description ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const showServerErrors = useServerFormErrors({ setError, setFocus }, FIELDS);
  const onServerError = (fallback: string) => (error: unknown) => {
    notify.error(errorMessage(error, fallback));
    showServerErrors(error);
  };

  const onValid = (values: FormOutput) => {
    if (permission) {
      update.mutate(
        { id: permission.id, ...values },
        {
          onSuccess: () => {
            notify.success(PERMISSIONS_MSG.updated);
            onDone();
          },
          onError: onServerError(PERMISSIONS_MSG.updateFailed),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          notify.success(PERMISSIONS_MSG.created);
          onDone();
        },
        onError: onServerError(PERMISSIONS_MSG.createFailed),
      });
    }
  };

  return (
    <DialogForm
      onSubmit={handleSubmit(onValid)}
      onCancel={onDone}
      busy={saving}
      submitLabel={permission ? 'Salvar' : 'Criar Permissão'}
      title={permission ? 'Editar Permissão' : 'Nova Permissão'}
      description="Nome em snake_case ou no formato área.ação (ex.: create_user ou user.view); o prefixo antes do ponto agrupa a permissão nas telas."
    >
      <div className="my-4 flex flex-col gap-4">
        <Field
          label="Nome *"
          error={errors.name?.message}
          hint={catalogue ? 'Permissão do catálogo do sistema: o nome não pode mudar.' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...register('name')}
              readOnly={catalogue}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </Field>
        <Field label="Descrição *" error={errors.description?.message}>
          {(control) => <Input {...control} {...register('description')} autoComplete="off" />}
        </Field>
      </div>
    </DialogForm>
  );
}
