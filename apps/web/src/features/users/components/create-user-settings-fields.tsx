import { Controller, useWatch } from 'react-hook-form';
import { ROLE_LABELS, type Role } from '@tenho/domain/auth/roles';

import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { UnitOption } from '@/lib/api/get-units';
import type { CreateUserForm } from './create-user-fields';

export type SettingsFieldsProps = {
  form: CreateUserForm;
  roles: readonly Role[];
  /** MASTER picks the unit; the others create in their own (shown, not editable). */
  unitChoice: { units: UnitOption[]; loading: boolean; failed: boolean; onRetry: () => void } | null;
  ownUnitName: string | null;
};

export function SettingsFields({ form, roles, unitChoice, ownUnitName }: SettingsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const role = useWatch({ control, name: 'role' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Perfil de acesso *" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {roles.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {unitChoice ? (
        role === 'MASTER' ? null : (
          <Field
            label="Franquia"
            error={errors.unit_id?.message}
            hint={
              unitChoice.failed ? (
                <button
                  type="button"
                  className="font-semibold text-red-700 underline"
                  onClick={unitChoice.onRetry}
                >
                  Erro ao carregar lista de franquias. Tentar novamente
                </button>
              ) : (
                'Obrigatória para administradores e empresas.'
              )
            }
          >
            {(control) => (
              <Select
                {...control}
                disabled={unitChoice.loading}
                {...register('unit_id', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
              >
                <option value="">
                  {unitChoice.loading ? 'Carregando franquias…' : 'Selecione a franquia'}
                </option>
                {unitChoice.units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )
      ) : (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-800">Franquia</p>
          <p className="flex h-10 items-center text-sm text-slate-700">
            {ownUnitName ?? 'A mesma da sua conta'}
          </p>
        </div>
      )}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
              <div>
                <p className="text-sm font-medium text-slate-800" id="create-user-active-label">
                  Conta ativa ao criar
                </p>
                <p className="text-xs text-slate-500">
                  Desligada, a conta fica “Aguardando Ativação” e não consegue entrar até ser ativada.
                </p>
              </div>
              <Switch
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                label="Conta ativa ao criar"
              />
            </div>
          )}
        />
      </div>
    </div>
  );
}
