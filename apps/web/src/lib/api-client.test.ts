import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, signInAs } from '@/test/render';
import { api, ApiError, errorMessage } from './api-client';
import { useAuthStore } from './auth-store';

describe('api client: which calls carry the session token', () => {
  beforeEach(() => signInAs({}, 'abc123'));

  it.each([
    ['POST', '/auth/login'],
    ['POST', '/auth/register'],
    ['GET', '/franchise-units'],
  ] as const)('%s %s goes without Authorization when the call says it is public', async (method, path) => {
    const calls = mockFetch(() => ({ body: {} }));
    await (method === 'GET' ? api.get(path, { public: true }) : api.post(path, {}, { public: true }));
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it.each([
    ['GET', '/franchise-units'],
    ['GET', '/auth/me'],
    ['POST', '/auth/logout'],
    ['GET', '/users'],
    ['GET', '/users?role=CLIENT'],
    ['GET', '/franchise-units/3'],
    ['POST', '/franchise-units'],
    ['GET', '/auth/login-history'],
  ] as const)('%s %s sends Bearer <token>', async (method, path) => {
    const calls = mockFetch(() => ({ body: {} }));
    await (method === 'GET' ? api.get(path) : api.post(path, {}));
    expect(calls[0]?.headers.Authorization).toBe('Bearer abc123');
  });

  it('talks to /api with JSON', async () => {
    const calls = mockFetch(() => ({ body: { ok: true } }));
    await expect(api.post('/auth/login', { email: 'a@b.c' })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { email: 'a@b.c' } });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });
});

describe('api client: errors', () => {
  it('throws ApiError with status, code, message and details', async () => {
    mockFetch(() => ({
      status: 409,
      body: { code: 'auth.email_taken', message: 'E-mail já cadastrado', details: { email: 'x' } },
    }));
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'auth.email_taken',
      message: 'E-mail já cadastrado',
      details: { email: 'x' },
    });
    expect(errorMessage(error, 'Erro ao criar conta')).toBe('E-mail já cadastrado');
  });

  it('falls back to the screen text when the server sent no message or could not be reached', async () => {
    mockFetch(() => ({ status: 500 }));
    const error = await api.get('/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'http.500' });
    expect(errorMessage(error, 'Erro ao carregar')).toBe('Erro ao carregar');

    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await api.get('/auth/me').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'network.error' });
    expect(errorMessage(offline, 'Erro ao carregar')).toBe('Erro ao carregar');
  });

  it('a 401 on an authenticated call clears the session', async () => {
    signInAs({}, 'expired');
    mockFetch(() => ({ status: 401, body: { code: 'auth.unauthenticated', message: 'Sessão expirada' } }));
    await expect(api.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('a 401 from the login itself leaves the stored session alone', async () => {
    signInAs({}, 'still-valid');
    mockFetch(() => ({
      status: 401,
      body: { code: 'auth.invalid_credentials', message: 'E-mail ou senha inválidos' },
    }));
    await expect(api.post('/auth/login', {}, { public: true })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBe('still-valid');
  });
});

describe('api client: one Idempotency-Key per user action (issue 29)', () => {
  beforeEach(() => signInAs({}, 'abc123'));

  it('puts a key on every mutation, none on reads; a new submit after an answer gets a new key', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    await api.get('/wallet/top-ups');
    await api.post('/wallet/top-ups', { amount: 50 });
    await api.post('/wallet/top-ups', { amount: 50 });
    await api.patch('/users/3', { name: 'A' });
    await api.delete('/documents/4');
    const keys = calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toBeUndefined();
    expect(keys.slice(1).every((k) => /^[0-9a-f]{32}$/.test(k ?? ''))).toBe(true);
    expect(new Set(keys.slice(1)).size).toBe(4);
  });

  it('the same request sent again while the first runs, or after a lost answer, reuses the key', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    const calls = mockFetch(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      await gate;
      return { body: { id: 1 } };
    });
    const first = api.post('/wallet/top-ups', { amount: 50 });
    const second = api.post('/wallet/top-ups', { amount: 50 });
    const other = api.post('/wallet/top-ups', { amount: 60 });
    release();
    await Promise.all([first, second, other]);
    expect(calls[0]?.headers['Idempotency-Key']).toBe(calls[1]?.headers['Idempotency-Key']);
    expect(calls[2]?.headers['Idempotency-Key']).not.toBe(calls[0]?.headers['Idempotency-Key']);

    fail = true;
    await expect(api.post('/wallet/top-ups', { amount: 70 })).rejects.toMatchObject({ status: 0 });
    fail = false;
    await api.post('/wallet/top-ups', { amount: 70 });
    expect(calls[3]?.headers['Idempotency-Key']).toBe(calls[4]?.headers['Idempotency-Key']);
  });

  it('keeps a key the caller chose', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    await api.post('/wallet/transaction', {}, { headers: { 'Idempotency-Key': 'mine-1' } });
    expect(calls[0]?.headers['Idempotency-Key']).toBe('mine-1');
  });
});
