import { journeyTarget } from './target.ts';
import { E2E_MASTER } from './credentials.ts';

/** A JSON call to the e2e server, outside the browser (to set up what a journey starts from). */
export async function apiCall<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${journeyTarget().baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A session token for `email` (the journeys' own setup, not what they test). */
export async function tokenFor(email: string, password: string): Promise<string> {
  const { status, body } = await apiCall<{ token: string }>('POST', '/auth/login', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`login of ${email} answered ${status}`);
  return body.token;
}

export function masterToken(): Promise<string> {
  return tokenFor(E2E_MASTER.email, E2E_MASTER.password);
}

/** The id of an active unit by name (the public list). */
export async function unitId(name: string): Promise<number> {
  const { body } = await apiCall<Array<{ id: number; name: string }>>('GET', '/franchise-units');
  const unit = body.find((u) => u.name === name);
  if (!unit) throw new Error(`unit ${name} not found`);
  return unit.id;
}

export type NewAccount = {
  email: string;
  password: string;
  name: string;
  role: 'ADMIN' | 'CLIENT' | 'USER';
  unit: string;
  phone?: string;
};

/** A mobile number of its own for each account: two companies may not share one (issue 29 §6). */
let phoneSequence = Math.floor(Math.random() * 9_000_000);
const uniquePhone = () => `1198${String(phoneSequence++ % 10_000_000).padStart(7, '0')}`;

/** Creates an active account through POST /users as the MASTER; returns its id. */
export async function createAccount(account: NewAccount): Promise<number> {
  const { status, body } = await apiCall<{ id: number }>('POST', '/users', {
    token: await masterToken(),
    body: {
      email: account.email,
      password: account.password,
      display_name: account.name,
      phones: [{ phone: account.phone ?? uniquePhone(), type: 'WHATSAPP', is_primary: true }],
      role: account.role,
      unit_id: await unitId(account.unit),
      is_active: true,
    },
  });
  if (status !== 201)
    throw new Error(`creating ${account.email} answered ${status}: ${JSON.stringify(body)}`);
  return body.id;
}
