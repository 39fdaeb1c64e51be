import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2, ChevronDown, LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { panelTitle } from '@tenho/domain/auth/roles';
import { initials } from '@tenho/domain/shared/format';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { type StoredUser } from '@/lib/auth-store';
import { profilePath } from './panel-pages';

type TopBarProps = {
  user: StoredUser;
  /** The sidebar (desktop) or the mobile menu is open. */
  menuExpanded: boolean;
  sidebarOpen: boolean;
  /** The id of the element the menu button shows and hides (the mobile menu has none until open). */
  controls: string | undefined;
  onToggleMenu: () => void;
};

export function TopBar({ user, menuExpanded, sidebarOpen, controls, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const displayName = user.name?.trim() || user.email;
  // Remember which photo failed to load, so a new one (just uploaded on Perfil) is tried at once.
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  const avatarBroken = !!user.avatar && brokenAvatar === user.avatar;

  const handleLogout = () => {
    logoutMutation.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
  };

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      <button
        type="button"
        onClick={onToggleMenu}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Abrir ou fechar o menu"
        aria-expanded={menuExpanded}
        aria-controls={controls}
      >
        <Menu className="size-5 lg:hidden" aria-hidden="true" />
        {sidebarOpen ? (
          <PanelLeftClose className="hidden size-5 lg:block" aria-hidden="true" />
        ) : (
          <PanelLeftOpen className="hidden size-5 lg:block" aria-hidden="true" />
        )}
      </button>

      <p className="truncate text-base font-semibold text-slate-900 sm:text-lg">{panelTitle(user.role)}</p>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        {user.unit?.name ? (
          <span className="hidden items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 md:inline-flex">
            <Building2 className="size-3.5" aria-hidden="true" />
            {user.unit.name}
          </span>
        ) : null}
        <div className="hidden min-w-0 text-right sm:block">
          <p className="truncate text-sm font-medium text-slate-900">Olá, {displayName}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>

        <DropdownMenu>
          <DropdownMenuTrigger
            className="inline-flex items-center gap-1 rounded-full p-0.5 pr-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={accountMenuLabel(user, avatarBroken)}
          >
            <Avatar user={user} broken={avatarBroken} onBroken={() => setBrokenAvatar(user.avatar)} />
            <ChevronDown className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>
              <p className="truncate font-medium text-slate-900">Olá, {displayName}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
              {user.unit?.name ? (
                <p className="mt-1 truncate text-xs text-slate-500">{user.unit.name}</p>
              ) : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate(profilePath(user.role))}>
              <UserRound className="size-4" aria-hidden="true" />
              Perfil
            </DropdownMenuItem>
            <DropdownMenuItem tone="danger" onSelect={handleLogout} disabled={logoutMutation.isPending}>
              <LogOut className="size-4" aria-hidden="true" />
              Sair
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}

/** The initials shown when there is no photo (or it fails to load). */
function avatarInitials(user: StoredUser): string {
  return initials(user.name || user.email) || '?';
}

/**
 * The account menu trigger's accessible name. When the initials are what the button shows, the
 * name contains them (WCAG 2.5.3, axe label-content-name-mismatch), so a voice-control user can
 * say what they see.
 */
function accountMenuLabel(user: StoredUser, avatarBroken = false): string {
  const showsPhoto = !!user.avatar && !avatarBroken;
  return showsPhoto ? 'Menu da conta' : `Menu da conta (${avatarInitials(user)})`;
}

type AvatarProps = { user: StoredUser; broken: boolean; onBroken: () => void };

function Avatar({ user, broken, onBroken }: AvatarProps) {
  if (user.avatar && !broken) {
    return (
      <img
        src={user.avatar}
        alt=""
        className="size-9 rounded-full object-cover ring-1 ring-slate-200"
        onError={onBroken}
      />
    );
  }
  return (
    <span
      className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
      aria-hidden="true"
    >
      {avatarInitials(user)}
    </span>
  );
}
