import { useEffect, useState, type ReactNode } from 'react';

import { UserRoundX } from 'lucide-react';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { PROFILE_NOTICE_MS } from '@tenho/domain/shared/constants';

import { PROFILE_MSG, isImageFile } from '@tenho/domain/users/users.schemas';

import { Alert } from '@/components/ui/alert';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';

import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUserProfile } from '@/lib/api/get-user-profile';

import { useAuthStore, type StoredUser } from '@/lib/auth-store';

import { useUploadAvatar } from '../api/upload-avatar';
import { avatarCompression } from '../compress-avatar';
import { AvatarPicker } from '../components/avatar-picker';
import { MyDataCard } from '../components/my-data-card';
import { ProfileForm, type Notice } from '../components/profile-form';

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
      const photoData = await avatarCompression.compress(file);
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
      <MyDataCard />
    </div>
  );
}
