import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRoundX } from 'lucide-react';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { PROFILE_NOTICE_MS } from '@tenho/domain/shared/constants';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  PROFILE_MSG,
  isImageFile,
  profileFormSchema,
  type Profile,
  type ProfileFormInput,
} from '@tenho/domain/users/users.schemas';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/api/get-user-profile';
import { useUpdateUserProfile } from '@/lib/api/update-user-profile';
import { useAuthStore, type StoredUser } from '@/lib/auth-store';
import { useServerFormErrors } from '@/lib/use-server-form-errors';
import { useUploadAvatar } from '../api/upload-avatar';
import { compressAvatar } from '../compress-avatar';
import { AvatarPicker } from '../components/avatar-picker';

type Notice = { tone: 'success' | 'danger'; text: string };
type ProfileFormOutput = z.output<typeof profileFormSchema>;
const FIELD_ORDER = ['name', 'email', 'phone'] as const;

/** The success/error notice of the screen; it hides after 5 s (spec §9). */
function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), PROFILE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}

export type ProfilePageProps = {
  /** Composed by the app under the profile card (e.g. the user's active sessions). */
  sessionsSlot?: ReactNode;
};

/** /…/perfil: the signed-in user's photo, name, e-mail and phone (spec §2, Profile). */
export function ProfilePage({ sessionsSlot }: ProfilePageProps = {}) {
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <Card className="mx-auto max-w-3xl">
        <EmptyState icon={<UserRoundX className="size-6" />} title={PROFILE_MSG.notAuthenticated} />
      </Card>
    );
  }
  return <SignedInProfile user={user} sessionsSlot={sessionsSlot} />;
}

function SignedInProfile({ user, sessionsSlot }: { user: StoredUser; sessionsSlot?: ReactNode }) {
  const profile = useUserProfile(user.id);
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const [notice, setNotice] = useNotice();
  const upload = useUploadAvatar();
  const [preparing, setPreparing] = useState(false);
  const photo = user.avatar ?? profile.data?.photos.find((p) => p.is_primary)?.photo_url ?? null;
  const name = user.name?.trim() || user.email;

  const handleFile = async (file: File) => {
    // Refused before anything is sent (spec §5: the avatar must be an image).
    if (!isImageFile(file)) {
      setNotice({ tone: 'danger', text: PROFILE_MSG.avatarNotImage });
      return;
    }
    setNotice(null);
    setPreparing(true);
    try {
      const photoData = await compressAvatar(file);
      const saved = await upload.mutateAsync({
        userId: user.id,
        photo: { photo_data: photoData, is_primary: true },
      });
      // The top bar reads the session user: the new photo shows there at once.
      if (saved?.photo_url) useAuthStore.getState().updateUser({ avatar: saved.photo_url });
      setNotice({ tone: 'success', text: PROFILE_MSG.avatarUpdated });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorMessage(error, PROFILE_MSG.avatarFailed) });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Meu Perfil"
        description="Sua foto e os dados com que a equipe e os clientes falam com você."
      />

      <div aria-live="polite" aria-atomic="true">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>

      <Card>
        <div className="flex flex-col gap-8 p-6 sm:flex-row sm:items-start sm:p-8">
          <div className="flex flex-col items-center gap-2 sm:w-48">
            <AvatarPicker
              src={photo}
              name={name}
              uploading={preparing || upload.isPending}
              onFile={(f) => void handleFile(f)}
            />
            <p className="text-sm font-medium text-slate-700">
              {isRole(user.role) ? ROLE_LABELS[user.role] : user.role}
            </p>
            {user.unit?.name ? <p className="text-xs text-slate-500">{user.unit.name}</p> : null}
          </div>
          <div className="min-w-0 flex-1">
            {profile.isError && !missing ? (
              <QueryError query={profile} message={'Erro ao carregar perfil'} />
            ) : profile.isPending && !missing ? (
              <div className="flex flex-col gap-5" role="status" aria-label="Carregando perfil">
                {[0, 1, 2].map((i) => (
                  <div key={i}>
                    <Skeleton className="h-4 w-28" />
                    <Skeleton className="mt-2 h-10 w-full" />
                  </div>
                ))}
              </div>
            ) : (
              <ProfileForm
                user={user}
                profile={missing ? null : (profile.data ?? null)}
                onNotice={setNotice}
              />
            )}
          </div>
        </div>
      </Card>
      {sessionsSlot}
    </div>
  );
}

type ProfileFormProps = { user: StoredUser; profile: Profile | null; onNotice: (notice: Notice) => void };

function ProfileForm({ user, profile, onNotice }: ProfileFormProps) {
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
