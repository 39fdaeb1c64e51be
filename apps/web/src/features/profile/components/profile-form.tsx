import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  PROFILE_MSG,
  profileFormSchema,
  type Profile,
  type ProfileFormInput,
} from '@tenho/domain/users/users.schemas';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';

import { errorMessage } from '@/lib/api-client';

import { useUpdateUserProfile } from '@/lib/api/update-user-profile';
import { useAuthStore, type StoredUser } from '@/lib/auth-store';
import { useServerFormErrors } from '@/lib/use-server-form-errors';

export type Notice = { tone: 'success' | 'danger'; text: string };
type ProfileFormOutput = z.output<typeof profileFormSchema>;
const FIELD_ORDER = ['name', 'email', 'phone'] as const;

type ProfileFormProps = { user: StoredUser; profile: Profile | null; onNotice: (notice: Notice) => void };

export function ProfileForm({ user, profile, onNotice }: ProfileFormProps) {
  const update = useUpdateUserProfile();
  const primaryPhone = profile?.phones.find((p) => p.is_primary) ?? profile?.phones[0];
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: profile?.display_name ?? user.name ?? '',
      email: user.email,
      phone: primaryPhone ? maskPhone(primaryPhone.phone) : '',
    },
  });

  const showServerErrors = useServerFormErrors({ setError, setFocus }, FIELD_ORDER, {
    paths: { display_name: 'name' },
    focus: false,
  });

  const handleValid = (values: ProfileFormOutput) => {
    update.mutate(
      { userId: user.id, patch: { display_name: values.name, email: values.email, phone: values.phone } },
      {
        onSuccess: () => {
          useAuthStore.getState().updateUser({ name: values.name, email: values.email });
          onNotice({ tone: 'success', text: PROFILE_MSG.updated });
        },
        onError: (error) => {
          onNotice({ tone: 'danger', text: errorMessage(error, PROFILE_MSG.updateFailed) });
          showServerErrors(error);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValid)}
      aria-label="Dados do perfil"
      className="flex flex-col gap-5"
    >
      <Field label="Nome completo" error={errors.name?.message}>
        {(fieldControl) => <Input {...fieldControl} autoComplete="name" {...register('name')} />}
      </Field>
      <Field
        label="E-mail"
        error={errors.email?.message}
        hint="É também o e-mail com que você entra no painel."
      >
        {(fieldControl) => (
          <Input
            {...fieldControl}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
        )}
      </Field>
      <Field label="Telefone" error={errors.phone?.message}>
        {(fieldControl) => (
          <MaskedInput
            {...fieldControl}
            control={control}
            name="phone"
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_MASK_MAX_LENGTH}
            placeholder="(11) 98765-4321"
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Atualizar
        </Button>
      </div>
    </form>
  );
}
