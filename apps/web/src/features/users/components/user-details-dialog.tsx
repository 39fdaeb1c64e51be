import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { ROLE_LABELS } from '@tenho/domain/auth/roles';
import { formatDate, formatDateTime, formatPhone, maskDocument } from '@tenho/domain/shared/format';
import {
  GENDER_LABELS,
  PHONE_TYPE_LABELS,
  USERS_MSG,
  userDisplayName,
  type UserListItem,
} from '@tenho/domain/users/users.schemas';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '../api/get-user';
import { StatusBadge } from './users-table';

export type UserDetailsDialogProps = {
  user: UserListItem | null;
  onClose: () => void;
  onEdit: (user: UserListItem) => void;
};

/** 'Ver detalhes': the account and its whole profile, with Fechar and Editar (spec §2). */
export function UserDetailsDialog({ user, onClose, onEdit }: UserDetailsDialogProps) {
  const detail = useUser(user?.id);
  const full = detail.data;
  const profile = full?.profile;
  const name = user ? userDisplayName(user) : '';
  const address = profile?.address;
  const addressText = address
    ? [
        [address.street, address.number].filter(Boolean).join(', '),
        address.complement,
        address.district,
        [address.city, address.state].filter(Boolean).join(' - '),
        address.zip_code ? `CEP ${address.zip_code.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <DialogFrame open={user !== null} onClose={onClose} className="max-w-xl">
      {user ? (
        <DialogLayout
          leading={<Avatar src={user.profile?.photo_url} name={name} size="lg" />}
          title={name}
          titleClassName="truncate"
          description={user.email}
          descriptionClassName="truncate"
          headerExtra={
            <p className="mt-1.5">
              <StatusBadge user={user} />
            </p>
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Fechar</Button>
              </DialogClose>
              <Button onClick={() => onEdit(user)}>
                <Pencil className="size-4" aria-hidden="true" />
                Editar
              </Button>
            </>
          }
        >
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Item label="Perfil de acesso">{ROLE_LABELS[user.role]}</Item>
            <Item label="Franquia">{user.unit?.name ?? 'Sem unidade vinculada'}</Item>
            <Item label="Data de Cadastro">{formatDate(user.created_at)}</Item>
            <Item label="Último acesso">
              {user.last_login_at ? formatDateTime(user.last_login_at) : 'Nunca entrou'}
            </Item>
            {detail.isError ? (
              <div className="sm:col-span-2">
                <QueryError className="py-6" query={detail} message={USERS_MSG.loadFailed} />
              </div>
            ) : detail.isPending ? (
              <div
                className="flex flex-col gap-3 sm:col-span-2"
                role="status"
                aria-label="Carregando detalhes"
              >
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-3/5" />
              </div>
            ) : (
              <>
                <Item label="Razão social">{profile?.legal_name || 'Não informado'}</Item>
                <Item label={profile?.document_type ?? 'Documento'}>
                  {profile?.document ? maskDocument(profile.document) : 'Não informado'}
                </Item>
                <Item label="Telefones">
                  {profile?.phones.length ? (
                    <ul>
                      {profile.phones.map((phone) => (
                        <li key={phone.phone} className="tabular-nums">
                          {formatPhone(phone.phone)}{' '}
                          <span className="text-slate-500">
                            ({PHONE_TYPE_LABELS[phone.type]}
                            {phone.is_primary ? ', principal' : ''})
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    'Não informado'
                  )}
                </Item>
                <Item label="E-mails de contato">
                  {profile?.emails.length ? (
                    <ul>
                      {profile.emails.map((email) => (
                        <li key={email.email} className="break-all">
                          {email.email}
                          {email.is_primary ? <span className="text-slate-500"> (principal)</span> : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    'Não informado'
                  )}
                </Item>
                <Item label="Data de nascimento">
                  {profile?.birth_date ? formatDate(profile.birth_date) : 'Não informado'}
                </Item>
                <Item label="Gênero">
                  {profile?.gender ? GENDER_LABELS[profile.gender] : 'Não informado'}
                </Item>
                <Item label="Endereço" wide>
                  {addressText || 'Não informado'}
                </Item>
              </>
            )}
          </dl>
        </DialogLayout>
      ) : null}
    </DialogFrame>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
