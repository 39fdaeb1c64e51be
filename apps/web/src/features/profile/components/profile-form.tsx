import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@tenho/domain/shared/format';
import {
  PROFILE_MSG,
  profileFormSchema,
  type Profile,
  type ProfileFormInput,
} from '@tenho/domain/users/users.schemas';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, PhoneField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useUpdateUserProfile } from '@/lib/api/update-user-profile';
import { useAuthStore, type StoredUser } from '@/lib/auth-store';
import { useSchemaForm } from '@/lib/use-schema-form';

export type Notice = { tone: 'success' | 'danger'; text: string };
type ProfileFormOutput = z.output<typeof profileFormSchema>;
const FIELD_ORDER = ['name', 'email', 'phone'] as const;

type ProfileFormProps = { user: StoredUser; profile: Profile | null; onNotice: (notice: Notice) => void };

export function ProfileForm({ user, profile, onNotice }: ProfileFormProps) {
  const update = useUpdateUserProfile();
  const primaryPhone = profile?.phones.find((p) => p.is_primary) ?? profile?.phones[0];
  const { control, submit, field, showServerErrors, formState } = useSchemaForm<
    ProfileFormInput,
    ProfileFormOutput,
    (typeof FIELD_ORDER)[number]
  >({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: profile?.display_name ?? user.name ?? '',
      email: user.email,
      phone: primaryPhone ? maskPhone(primaryPhone.phone) : '',
    },
    fieldOrder: FIELD_ORDER,
    serverErrors: { paths: { display_name: 'name' }, focus: false },
  });
  const { errors } = formState;

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
      onSubmit={submit(handleValid)}
      aria-label="Dados do perfil"
      className="flex flex-col gap-5"
    >
      <InputField label="Nome completo" autoComplete="name" {...field('name')} />
      <EmailField label="E-mail" hint="É também o e-mail com que você entra no painel." {...field('email')} />
      <PhoneField label="Telefone" error={errors.phone?.message} control={control} name="phone" />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Atualizar
        </Button>
      </div>
    </form>
  );
}
