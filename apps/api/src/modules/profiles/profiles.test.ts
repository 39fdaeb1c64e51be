import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@tenho/domain/users/users.schemas';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tenho-profiles-test-'));
const t = useTestApp({ config: { dataDir } });

/** Real images, as small as they come. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 1),
  Buffer.from('ffd9', 'hex'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from('0d0000002f0000001007102011114888fe0700', 'hex'),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let unitId: number;
let company: TestUser;
let staff: TestUser;
let other: TestUser;
let token: string;

beforeAll(async () => {
  unitId = (await createUnit(t.db)).id;
  company = await createUser(t.db, {
    role: 'CLIENT',
    unitId,
    name: 'Pet Shop Amigo Fiel',
    phone: '11912345678',
  });
  staff = await createUser(t.db, { role: 'USER', unitId, parentId: company.id, name: 'Tosador' });
  other = await createUser(t.db, { role: 'CLIENT', unitId, name: 'Ótica Visão' });
  token = await loginAs(t.app, company);
});

const profileOf = async (id: number, auth = token) => t.call('GET', `/api/users/${id}/profile`, auth);
const patch = (id: number, payload: Record<string, unknown>, auth = token) =>
  t.call('PATCH', `/api/users/${id}/profile`, auth, payload);
const upload = (id: number, photo_data: string, auth = token, extra: Record<string, unknown> = {}) =>
  t.call('POST', `/api/users/${id}/profile/photo`, auth, { photo_data, ...extra });

describe('Perfil: name, e-mail and phone', () => {
  it('reads the own profile', async () => {
    const response = await profileOf(company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      user_id: company.id,
      display_name: 'Pet Shop Amigo Fiel',
      phones: [{ phone: '11912345678', type: 'WHATSAPP', is_primary: true }],
      emails: [{ email: company.email, is_primary: true }],
      photos: [],
    });
  });

  it('changes name, login e-mail and primary phone; the session user follows', async () => {
    const response = await patch(company.id, {
      display_name: 'Pet Shop Amigo Fiel Ltda',
      email: 'Novo.Contato@AmigoFiel.com.br',
      phone: '(11) 97777-6666',
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<Profile>();
    expect(profile.display_name).toBe('Pet Shop Amigo Fiel Ltda');
    expect(profile.emails[0]).toEqual({ email: 'novo.contato@amigofiel.com.br', is_primary: true });
    expect(profile.phones).toEqual([{ phone: '11977776666', type: 'WHATSAPP', is_primary: true }]);

    const me = await t.call('GET', '/api/auth/me', token);
    expect(me.json().user).toMatchObject({
      email: 'novo.contato@amigofiel.com.br',
      name: 'Pet Shop Amigo Fiel Ltda',
    });
    await loginAs(t.app, { email: 'novo.contato@amigofiel.com.br', password: company.password });
    const old = await t.call('POST', '/api/auth/login', undefined, {
      email: company.email,
      password: company.password,
    });
    expect(old.statusCode).toBe(401);
    company = { ...company, email: 'novo.contato@amigofiel.com.br' };
  });

  it('refuses an e-mail another account uses (409) and bad fields (400), in pt-BR', async () => {
    const taken = await patch(company.id, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'users.email_taken',
      message: 'Este e-mail já está cadastrado',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ display_name: '  ' }, 'Nome é obrigatório'],
      [{ email: 'sem-arroba' }, 'E-mail inválido'],
      [{ phone: '123' }, 'Telefone inválido'],
      [{}, 'Nenhuma alteração informada'],
      [{ document: '111.111.111-11' }, 'CPF inválido'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(company.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('replaces the contact lists from the Edit User modal; a company edits its USER, not another company', async () => {
    const response = await patch(staff.id, {
      legal_name: 'Tosa e Banho ME',
      emails: [{ email: 'tosa@amigofiel.com.br' }, { email: '' }],
      phones: [
        { phone: '(11) 3222-1111', type: 'LANDLINE' },
        { phone: '(11) 96666-5555', is_primary: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      legal_name: 'Tosa e Banho ME',
      emails: [{ email: 'tosa@amigofiel.com.br', is_primary: true }],
      phones: [
        { phone: '11966665555', type: 'MOBILE', is_primary: true },
        { phone: '1132221111', type: 'LANDLINE', is_primary: false },
      ],
    });
    expect((await patch(other.id, { legal_name: 'Invasão' })).statusCode).toBe(404);
    expect((await profileOf(other.id)).statusCode).toBe(404);
  });

  it('creates a profile for a user without one (POST), once', async () => {
    const bare = await createUser(t.db, { role: 'USER', unitId, parentId: company.id, name: null });
    expect((await profileOf(bare.id)).statusCode).toBe(404);
    const body = { display_name: 'Recepcionista', phones: [{ phone: '(11) 95555-1111' }] };
    const created = await t.call('POST', `/api/users/${bare.id}/profile`, token, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Profile>().display_name).toBe('Recepcionista');
    const again = await t.call('POST', `/api/users/${bare.id}/profile`, token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este usuário já possui perfil');
  });
});

describe('avatar upload', () => {
  it('stores real JPEG, PNG and WebP images by content hash; the newest is the primary photo', async () => {
    for (const [type, bytes, extension] of [
      ['image/jpeg', JPEG, 'jpg'],
      ['image/webp', WEBP, 'webp'],
      ['image/png', PNG, 'png'],
    ] as const) {
      const response = await upload(company.id, dataUrl(type, bytes));
      expect(response.statusCode, response.body).toBe(201);
      const hash = createHash('sha256').update(bytes).digest('hex');
      expect(response.json()).toMatchObject({
        photo_url: `/api/uploads/avatars/${hash}.${extension}`,
        is_primary: true,
      });
      expect(existsSync(join(dataDir, 'uploads', 'avatars', `${hash}.${extension}`))).toBe(true);
    }
    const photos = await t.call('GET', `/api/users/${company.id}/profile/photos`, token);
    const list = photos.json<{ photo_url: string; is_primary: boolean }[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((p) => p.is_primary)).toHaveLength(1);
    expect(list[0]!.photo_url).toMatch(/\.png$/);

    // The top bar reads the avatar from the session user.
    const me = await t.call('GET', '/api/auth/me', token);
    expect(me.json().user.avatar).toBe(list[0]!.photo_url);

    const served = await t.call('GET', list[0]!.photo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a renamed non-image, an unsupported image and an oversized one, in pt-BR', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF');
    const renamed = await upload(company.id, dataUrl('image/png', pdf));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      code: 'profiles.avatar_not_image',
      message: 'O arquivo selecionado não é uma imagem',
    });

    const html = await upload(
      company.id,
      dataUrl('image/jpeg', Buffer.from('<svg onload="alert(1)"></svg>')),
    );
    expect(html.statusCode).toBe(400);

    const gif = await upload(
      company.id,
      dataUrl('image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    );
    expect(gif.statusCode).toBe(400);

    const declared = await upload(company.id, dataUrl('application/pdf', pdf));
    expect(declared.statusCode).toBe(400);
    expect(declared.json().message).toBe('O arquivo selecionado não é uma imagem');

    // Just over 0.5 MB decoded: refused by the server after decoding; far over: by the schema.
    for (const [extra, status] of [
      [300, 413],
      [100 * 1024, 400],
    ] as const) {
      const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length + extra)]);
      const tooLarge = await upload(company.id, dataUrl('image/png', big));
      expect(tooLarge.statusCode).toBe(status);
      expect(tooLarge.json().message).toBe('A imagem é grande demais (máximo de 0,5 MB)');
    }

    const photos = await t.call('GET', `/api/users/${company.id}/profile/photos`, token);
    expect(photos.json<unknown[]>()).toHaveLength(3);
  });

  it('serves only stored names; anything else is 404 without touching the disk', async () => {
    for (const url of [
      '/api/uploads/avatars/nao-existe.png',
      `/api/uploads/avatars/${'a'.repeat(64)}.png`,
      '/api/uploads/avatars/..%2F..%2Fpglite%2FPG_VERSION',
      `/api/uploads/avatars/${'a'.repeat(64)}.html`,
    ]) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Imagem não encontrada');
    }
  });

  it('keeps a bounded number of photos per profile', async () => {
    for (let i = 0; i < 12; i++) {
      const bytes = Buffer.concat([JPEG, Buffer.from([i])]);
      expect((await upload(staff.id, dataUrl('image/jpeg', bytes))).statusCode).toBe(201);
    }
    const photos = await t.call('GET', `/api/users/${staff.id}/profile/photos`, token);
    expect(photos.json<unknown[]>()).toHaveLength(10);
  });
});
