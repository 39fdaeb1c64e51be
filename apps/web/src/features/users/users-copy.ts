import { NOUNS, type Noun } from '@tenho/domain/shared/plural';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';

/**
 * MASTER and ADMIN manage the network's users; everyone else (a company) manages its clients'
 * accounts under the spec's 'Gerenciar Clientes' wording.
 */
export type UsersAudience = 'users' | 'clients';

export function usersAudience(role: string | null | undefined): UsersAudience {
  return role === 'MASTER' || role === 'ADMIN' ? 'users' : 'clients';
}

export const USERS_COPY = {
  users: {
    title: 'Gerenciar Usuários',
    column: 'Usuário',
    plural: 'usuários',
    noun: NOUNS.user,
    empty: 'Nenhum usuário encontrado',
    noMatch: 'Nenhum usuário encontrado para esta busca.',
    loadFailed: USERS_MSG.loadFailed,
  },
  clients: {
    title: 'Gerenciar Clientes',
    column: 'Cliente',
    plural: 'clientes',
    noun: NOUNS.client,
    empty: 'Nenhum cliente encontrado',
    noMatch: USERS_MSG.noClientsMatch,
    loadFailed: USERS_MSG.clientsLoadFailed,
  },
} as const satisfies Record<UsersAudience, Record<string, string | Noun>>;

/** The simple list's texts (spec §2, Users list). */
export const LIST_VIEW_COPY = {
  search: 'Buscar usuário...',
  noMatch: 'Nenhum usuário encontrado para esta busca.',
  none: 'Nenhum usuário cadastrado.',
} as const;
