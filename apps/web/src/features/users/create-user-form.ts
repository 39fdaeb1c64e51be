import { get, type FieldErrors } from 'react-hook-form';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  type CreateUser,
  type CreateUserInput,
} from '@tenho/domain/users/users.schemas';
import type { Role } from '@tenho/domain/auth/roles';

export const CREATE_USER_TABS = [
  { id: 'basic', label: 'Informações Básicas' },
  { id: 'contacts', label: 'Contatos' },
  { id: 'address', label: 'Endereço' },
  { id: 'documents', label: 'Documentos' },
  { id: 'settings', label: 'Configurações' },
] as const;
export type CreateUserTab = (typeof CREATE_USER_TABS)[number]['id'];

/**
 * Every field of the form by tab, in the order the form shows them: errors are listed and the
 * first one is focused in this order (spec §5 order inside the first tab: e-mail, senha, nome).
 */
export const CREATE_USER_FIELDS: ReadonlyArray<{ tab: CreateUserTab; path: string }> = [
  { tab: 'basic', path: 'email' },
  { tab: 'basic', path: 'password' },
  { tab: 'basic', path: 'display_name' },
  { tab: 'basic', path: 'legal_name' },
  { tab: 'contacts', path: 'phones' },
  { tab: 'contacts', path: 'emails' },
  { tab: 'address', path: 'address.zip_code' },
  { tab: 'address', path: 'address.street' },
  { tab: 'address', path: 'address.number' },
  { tab: 'address', path: 'address.complement' },
  { tab: 'address', path: 'address.district' },
  { tab: 'address', path: 'address.city' },
  { tab: 'address', path: 'address.state' },
  { tab: 'documents', path: 'document_type' },
  { tab: 'documents', path: 'document' },
  { tab: 'documents', path: 'birth_date' },
  { tab: 'documents', path: 'gender' },
  { tab: 'settings', path: 'role' },
  { tab: 'settings', path: 'unit_id' },
  { tab: 'settings', path: 'parent_id' },
  { tab: 'settings', path: 'is_active' },
];

/** The top-level names the API may point at in `details` (paths like 'phones.0.phone' count for 'phones'). */
export const CREATE_USER_TOP_FIELDS = [
  ...new Set(CREATE_USER_FIELDS.map((field) => field.path.split('.')[0] as keyof CreateUserInput)),
];

export const TAB_TOP_FIELDS: Record<CreateUserTab, Array<keyof CreateUserInput>> = {
  basic: ['email', 'password', 'display_name', 'legal_name'],
  contacts: ['phones', 'emails'],
  address: ['address'],
  documents: ['document_type', 'document', 'birth_date', 'gender'],
  settings: ['role', 'unit_id', 'parent_id', 'is_active'],
};

/**
 * API refusals that are about one field but come without `details` (422/409 business rules,
 * apps/api/src/modules/users/users.errors.ts): the message goes under that field, on its tab.
 */
export const ERROR_CODE_FIELDS: Readonly<Record<string, keyof CreateUserInput>> = {
  'users.email_taken': 'email',
  'users.role_forbidden': 'role',
  'users.unit_required': 'unit_id',
  'users.unit_not_found': 'unit_id',
  'users.unit_forbidden': 'unit_id',
  'users.parent_not_found': 'parent_id',
};

/** The messages of an array field: the group's own, then each row's. */
function arrayMessages(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const own =
    (value as { message?: unknown; root?: { message?: unknown } }).message ??
    (value as { root?: { message?: unknown } }).root?.message;
  const rows = Array.isArray(value)
    ? value
    : Object.entries(value)
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, row]) => row);
  const rowMessages = rows.flatMap((row) =>
    row && typeof row === 'object'
      ? Object.values(row as Record<string, { message?: unknown } | undefined>)
          .map((field) => field?.message)
          .filter((m): m is string => typeof m === 'string' && m !== '')
      : [],
  );
  return [...(typeof own === 'string' && own ? [own] : []), ...rowMessages];
}

/** Every error of the form, in tab order, each with the tab it lives on. */
export function orderedErrors(
  errors: FieldErrors<CreateUserInput>,
): Array<{ tab: CreateUserTab; message: string }> {
  return CREATE_USER_FIELDS.flatMap(({ tab, path }) => {
    const value: unknown = get(errors, path);
    const messages =
      path === 'phones' || path === 'emails'
        ? arrayMessages(value)
        : typeof (value as { message?: unknown } | undefined)?.message === 'string'
          ? [(value as { message: string }).message]
          : [];
    return messages.filter(Boolean).map((message) => ({ tab, message }));
  });
}

export function createUserDefaults(role: Role | null): CreateUserInput {
  return {
    email: '',
    password: '',
    display_name: '',
    legal_name: '',
    phones: [{ ...EMPTY_PHONE_ROW }],
    emails: [{ ...EMPTY_EMAIL_ROW }],
    address: { zip_code: '', street: '', number: '', complement: '', district: '', city: '', state: '' },
    document_type: 'CPF',
    document: '',
    birth_date: '',
    gender: null,
    role: role ?? 'USER',
    unit_id: null,
    is_active: true,
  };
}

/**
 * The POST /users body from the validated form: no document type without a document, no
 * address when every field is blank, and the unit only where the creator chooses it (MASTER; a
 * new MASTER has none). ADMIN and CLIENT create in their own unit, which the server fills in.
 */
export function toCreatePayload(values: CreateUser, actorRole: string): CreateUser {
  const address = values.address && Object.values(values.address).some((v) => v) ? values.address : null;
  const unit_id = actorRole === 'MASTER' && values.role !== 'MASTER' ? (values.unit_id ?? null) : undefined;
  return {
    ...values,
    address,
    document: values.document || null,
    document_type: values.document ? values.document_type : null,
    unit_id,
  };
}

/**
 * The Novo Usuário draft kept in sessionStorage while the tab is open (issue 29 point 3), so a
 * reload does not lose what was typed. Never the password.
 */
export function createUserDraftKey(actorId: number | null | undefined): string {
  return `tenho.create-user-draft.${actorId ?? 'anon'}`;
}

export function readCreateUserDraft(key: string, defaults: CreateUserInput): CreateUserInput {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as unknown;
    if (!stored || typeof stored !== 'object') return defaults;
    // Only the form's own fields, and never a password.
    const known = Object.fromEntries(
      Object.entries(stored).filter(([name]) => name in defaults && name !== 'password'),
    );
    return { ...defaults, ...known, password: '' } as CreateUserInput;
  } catch {
    return defaults;
  }
}

export function writeCreateUserDraft(key: string, values: CreateUserInput | null): void {
  try {
    if (values === null) {
      window.sessionStorage.removeItem(key);
      return;
    }
    const { password: _password, ...rest } = values;
    window.sessionStorage.setItem(key, JSON.stringify(rest));
  } catch {
    // Storage full or blocked: the draft only lives in memory then.
  }
}
