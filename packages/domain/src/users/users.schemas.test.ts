import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  USERS_MSG,
  canCreateRole,
  createUserBodySchema,
  createUserSchema,
  creatableRoles,
  defaultCreateRole,
  isImageFile,
  photoUploadSchema,
  profileCreateSchema,
  profileFormSchema,
  profileSchema,
  profileUpdateSchema,
  updateUserSchema,
  userDisplayName,
  userListQuerySchema,
  userSchema,
} from './users.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const validUser = {
  email: ' Maria@Exemplo.com.BR ',
  password: 'Segura#2024',
  display_name: ' Maria Souza ',
  phones: [{ phone: '(11) 98765-4321', type: 'WHATSAPP' as const, is_primary: true }],
  role: 'USER' as const,
};

describe('createUserSchema', () => {
  it('accepts a complete user and normalises it', () => {
    const out = createUserSchema.parse({
      ...validUser,
      unit_id: '3',
      emails: [EMPTY_EMAIL_ROW, { email: 'Outro@Exemplo.com', is_primary: false }],
      legal_name: '',
      document: '123.456.789-09',
      birth_date: '1990-05-20',
      gender: 'F',
      address: { street: 'Rua A', state: 'sp', zip_code: '01310-100', complement: '' },
    });
    expect(out.email).toBe('maria@exemplo.com.br');
    expect(out.display_name).toBe('Maria Souza');
    expect(out.phones).toEqual([{ phone: '11987654321', type: 'WHATSAPP', is_primary: true }]);
    expect(out.emails).toEqual([{ email: 'outro@exemplo.com', is_primary: true }]);
    expect(out.unit_id).toBe(3);
    expect(out.legal_name).toBeNull();
    expect(out.document).toBe('12345678909');
    expect(out.document_type).toBe('CPF');
    expect(out.address).toMatchObject({
      street: 'Rua A',
      state: 'SP',
      zip_code: '01310100',
      complement: null,
    });
  });

  it('reports the spec messages for an empty form, in spec order', () => {
    const r = createUserSchema.safeParse({
      email: '',
      password: '',
      display_name: '',
      phones: [EMPTY_PHONE_ROW],
      role: 'USER',
    });
    expect(issues(r)).toEqual([
      'email: Email é obrigatório',
      'password: Senha é obrigatória',
      'display_name: Nome é obrigatório',
      'phones: Pelo menos um telefone válido é obrigatório',
    ]);
  });

  it('rejects a malformed e-mail and a weak password', () => {
    const r = createUserSchema.safeParse({ ...validUser, email: 'maria@', password: 'fraca' });
    expect(issues(r)).toEqual([
      'email: Email inválido',
      'password: Senha não atende aos critérios de segurança',
    ]);
    for (const weak of ['abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Ab1!']) {
      expect(issues(createUserSchema.safeParse({ ...validUser, password: weak }))).toEqual([
        'password: Senha não atende aos critérios de segurança',
      ]);
    }
  });

  it('needs at least one phone with 10 or more digits', () => {
    const phone = (p: string) => createUserSchema.safeParse({ ...validUser, phones: [{ phone: p }] });
    expect(issues(phone('123'))).toEqual(['phones: Pelo menos um telefone válido é obrigatório']);
    expect(issues(createUserSchema.safeParse({ ...validUser, phones: [] }))).toEqual([
      'phones: Pelo menos um telefone válido é obrigatório',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, phones: undefined }))).toEqual([
      'phones: Pelo menos um telefone válido é obrigatório',
    ]);
    expect(phone('(11) 3333-4444').success).toBe(true);
    expect(phone('+55 11 98765-4321').success).toBe(true);
  });

  it('drops empty phone rows and flags a half-typed extra one', () => {
    const out = createUserSchema.parse({
      ...validUser,
      phones: [{ phone: '' }, { phone: '1133334444', type: 'LANDLINE' }, { phone: '  ' }],
    });
    expect(out.phones).toEqual([{ phone: '1133334444', type: 'LANDLINE', is_primary: true }]);
    const r = createUserSchema.safeParse({
      ...validUser,
      phones: [{ phone: '11987654321' }, { phone: '(11) 9' }],
    });
    expect(issues(r)).toEqual(['phones.1.phone: Telefone inválido']);
  });

  it('keeps exactly one primary contact', () => {
    const out = createUserSchema.parse({
      ...validUser,
      phones: [
        { phone: '11987654321', is_primary: false },
        { phone: '1133334444', is_primary: true },
        { phone: '1144445555', is_primary: true },
      ],
    });
    expect(out.phones.map((p) => p.is_primary)).toEqual([false, true, false]);
    expect(out.phones[0]?.type).toBe('MOBILE');
  });

  it('flags invalid extra e-mails at their row', () => {
    const r = createUserSchema.safeParse({
      ...validUser,
      emails: [{ email: 'ok@ex.com' }, { email: 'nope' }],
    });
    expect(issues(r)).toEqual(['emails.1.email: Email inválido']);
  });

  it('checks role and unit', () => {
    expect(issues(createUserSchema.safeParse({ ...validUser, role: 'ROOT' }))).toEqual([
      'role: Selecione um perfil válido',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, role: undefined }))).toEqual([
      'role: Selecione um perfil válido',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, unit_id: 'abc' }))).toEqual([
      'unit_id: Selecione uma franquia válida',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, unit_id: -1 }))).toEqual([
      'unit_id: Selecione uma franquia válida',
    ]);
    expect(createUserSchema.parse({ ...validUser, unit_id: null }).unit_id).toBeNull();
    expect(createUserSchema.parse(validUser).unit_id).toBeUndefined();
  });

  it('validates CPF and CNPJ when a document is given', () => {
    const doc = (document: string, document_type?: 'CPF' | 'CNPJ') =>
      createUserSchema.safeParse({ ...validUser, document, document_type });
    expect(issues(doc('123.456.789-00'))).toEqual(['document: CPF inválido']);
    expect(issues(doc('11.222.333/0001-80'))).toEqual(['document: CNPJ inválido']);
    expect(issues(doc('12345'))).toEqual(['document: Documento inválido']);
    expect(issues(doc('12345678909', 'CNPJ'))).toEqual(['document: CNPJ inválido']);
    const cnpj = createUserSchema.parse({ ...validUser, document: '11.222.333/0001-81' });
    expect([cnpj.document, cnpj.document_type]).toEqual(['11222333000181', 'CNPJ']);
    expect(doc('').success).toBe(true);
  });

  it('checks birth date, gender and address', () => {
    expect(issues(createUserSchema.safeParse({ ...validUser, birth_date: '2023-02-29' }))).toEqual([
      'birth_date: Data de nascimento inválida',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, birth_date: '2999-01-01' }))).toEqual([
      'birth_date: Data de nascimento inválida',
    ]);
    expect(issues(createUserSchema.safeParse({ ...validUser, birth_date: '20/05/1990' }))).toEqual([
      'birth_date: Data de nascimento inválida',
    ]);
    expect(createUserSchema.parse({ ...validUser, birth_date: '' }).birth_date).toBeNull();
    expect(createUserSchema.safeParse({ ...validUser, gender: 'X' }).success).toBe(false);
    expect(
      issues(createUserSchema.safeParse({ ...validUser, address: { state: 'XX', zip_code: '123' } })),
    ).toEqual(['address.state: UF inválida', 'address.zip_code: CEP inválido']);
  });
});

describe('createUserBodySchema (POST /users)', () => {
  it('lets staff accounts come without a phone, never a company or its users', () => {
    for (const role of ['ADMIN', 'MASTER'] as const) {
      expect(createUserBodySchema.parse({ ...validUser, role, phones: undefined }).phones).toEqual([]);
      expect(createUserBodySchema.parse({ ...validUser, role, phones: [{ phone: '' }] }).phones).toEqual([]);
    }
    for (const role of ['CLIENT', 'USER'] as const) {
      expect(issues(createUserBodySchema.safeParse({ ...validUser, role, phones: [] }))).toEqual([
        'phones: Pelo menos um telefone válido é obrigatório',
      ]);
    }
    expect(createUserBodySchema.parse(validUser)).toEqual(createUserSchema.parse(validUser));
  });
});

describe('who may create whom', () => {
  it('follows architecture §5.3', () => {
    expect(creatableRoles('MASTER')).toEqual(['MASTER', 'ADMIN', 'CLIENT', 'USER']);
    expect(creatableRoles('ADMIN')).toEqual(['ADMIN', 'CLIENT', 'USER']);
    expect(creatableRoles('CLIENT')).toEqual(['USER']);
    expect(creatableRoles('USER')).toEqual([]);
    expect(creatableRoles('GUEST')).toEqual([]);
    expect(creatableRoles(null)).toEqual([]);
    expect(canCreateRole('ADMIN', 'MASTER')).toBe(false);
    expect(canCreateRole('CLIENT', 'USER')).toBe(true);
    expect(canCreateRole('CLIENT', 'CLIENT')).toBe(false);
  });

  it('preselects ADMIN for MASTER and USER for the others (spec §6)', () => {
    expect(defaultCreateRole('MASTER')).toBe('ADMIN');
    expect(defaultCreateRole('ADMIN')).toBe('USER');
    expect(defaultCreateRole('CLIENT')).toBe('USER');
    expect(defaultCreateRole('USER')).toBeNull();
    expect(defaultCreateRole(undefined)).toBeNull();
    for (const role of ['MASTER', 'ADMIN', 'CLIENT']) {
      expect(creatableRoles(role)).toContain(defaultCreateRole(role));
    }
  });
});

describe('updateUserSchema', () => {
  it('accepts is_active and/or overrides', () => {
    expect(updateUserSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(
      updateUserSchema.parse({ permission_override: { 'user.view': true, 'report.access': false } }),
    ).toEqual({
      permission_override: { 'user.view': true, 'report.access': false },
    });
    expect(updateUserSchema.parse({ permission_override: {} })).toEqual({ permission_override: {} });
  });

  it('rejects an empty patch and non-boolean values', () => {
    expect(issues(updateUserSchema.safeParse({}))).toEqual([': Nenhuma alteração informada']);
    expect(updateUserSchema.safeParse({ is_active: 'yes' }).success).toBe(false);
    expect(updateUserSchema.safeParse({ permission_override: { 'user.view': 1 } }).success).toBe(false);
  });
});

describe('userListQuerySchema', () => {
  const defaults = { status: 'all', page: 1, pageSize: 20, sort: 'created_at', order: 'desc' };

  it('reads query strings', () => {
    expect(userListQuerySchema.parse({})).toEqual(defaults);
    expect(
      userListQuerySchema.parse({
        role: 'CLIENT',
        unit_id: '4',
        search: ' ana ',
        status: 'inactive',
        page: '3',
        pageSize: '100',
        sort: 'name',
        order: 'asc',
      }),
    ).toEqual({
      role: 'CLIENT',
      unit_id: 4,
      search: 'ana',
      status: 'inactive',
      page: 3,
      pageSize: 100,
      sort: 'name',
      order: 'asc',
    });
    expect(userListQuerySchema.parse({ role: '', unit_id: '', search: '  ' })).toEqual(defaults);
  });

  it('rejects unknown values in pt-BR', () => {
    expect(issues(userListQuerySchema.safeParse({ role: 'ROOT' }))).toEqual([
      'role: Selecione um perfil válido',
    ]);
    for (const unit_id of ['x', '0', '-1', '1e3', '99999999999']) {
      expect(issues(userListQuerySchema.safeParse({ unit_id }))).toEqual([
        'unit_id: Selecione uma franquia válida',
      ]);
    }
    expect(issues(userListQuerySchema.safeParse({ status: 'deleted' }))).toEqual(['status: Status inválido']);
    expect(issues(userListQuerySchema.safeParse({ page: '0' }))).toEqual(['page: Página inválida']);
    expect(issues(userListQuerySchema.safeParse({ pageSize: '101' }))).toEqual([
      'pageSize: Tamanho de página inválido (1 a 100)',
    ]);
    expect(issues(userListQuerySchema.safeParse({ sort: 'password_hash' }))).toEqual([
      'sort: Ordenação inválida',
    ]);
    expect(issues(userListQuerySchema.safeParse({ search: 'x'.repeat(101) }))).toEqual([
      'search: Busca muito longa (máximo de 100 caracteres)',
    ]);
  });
});

describe('profile schemas', () => {
  it('creates a profile with a required name', () => {
    expect(issues(profileCreateSchema.safeParse({ display_name: '  ' }))).toEqual([
      'display_name: Nome é obrigatório',
    ]);
    const out = profileCreateSchema.parse({ display_name: 'Padaria Sol', phones: [{ phone: '' }] });
    expect(out.phones).toEqual([]);
  });

  it('updates only what is sent', () => {
    expect(profileUpdateSchema.parse({ legal_name: '' })).toEqual({ legal_name: null });
    expect(profileUpdateSchema.parse({ display_name: ' Novo ' })).toEqual({ display_name: 'Novo' });
    expect(
      profileUpdateSchema.parse({ display_name: 'Ana', email: ' ANA@EX.COM ', phone: '(21) 99999-8888' }),
    ).toEqual({ display_name: 'Ana', email: 'ana@ex.com', phone: '21999998888' });
    expect(profileUpdateSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(issues(profileUpdateSchema.safeParse({ email: 'ana@' }))).toEqual(['email: E-mail inválido']);
    expect(issues(profileUpdateSchema.safeParse({ phone: '123' }))).toEqual(['phone: Telefone inválido']);
    expect(issues(profileUpdateSchema.safeParse({ document: '123.456.789-00' }))).toEqual([
      'document: CPF inválido',
    ]);
    expect(issues(profileUpdateSchema.safeParse({}))).toEqual([': Nenhuma alteração informada']);
    expect(issues(profileUpdateSchema.safeParse({ display_name: '' }))).toEqual([
      'display_name: Nome é obrigatório',
    ]);
    expect(issues(profileUpdateSchema.safeParse({ phones: [{ phone: '12' }] }))).toEqual([
      'phones.0.phone: Telefone inválido',
    ]);
  });

  it('requires name and e-mail on the profile form', () => {
    expect(issues(profileFormSchema.safeParse({ name: '', email: '' }))).toEqual([
      'name: Nome é obrigatório',
      'email: E-mail é obrigatório',
    ]);
    expect(issues(profileFormSchema.safeParse({ name: 'Ana', email: 'ana@', phone: '12' }))).toEqual([
      'email: E-mail inválido',
      'phone: Telefone inválido',
    ]);
    expect(profileFormSchema.parse({ name: 'Ana', email: 'ANA@EX.COM', phone: '' })).toEqual({
      name: 'Ana',
      email: 'ana@ex.com',
      phone: null,
    });
    expect(
      profileFormSchema.parse({ name: 'Ana', email: 'ana@ex.com', phone: '(21) 99999-8888' }).phone,
    ).toBe('21999998888');
  });

  it('accepts only images as avatars', () => {
    expect(photoUploadSchema.safeParse({ photo_data: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(
      true,
    );
    expect(
      photoUploadSchema.safeParse({ photo_data: 'data:image/jpeg;base64,/9j/4AAQ', is_primary: true })
        .success,
    ).toBe(true);
    expect(issues(photoUploadSchema.safeParse({ photo_data: 'data:application/pdf;base64,JVBER' }))).toEqual([
      'photo_data: O arquivo selecionado não é uma imagem',
    ]);
    expect(issues(photoUploadSchema.safeParse({ photo_data: 'https://x/y.png' }))).toEqual([
      'photo_data: O arquivo selecionado não é uma imagem',
    ]);
    expect(
      issues(photoUploadSchema.safeParse({ photo_data: `data:image/png;base64,${'A'.repeat(2_000_000)}` })),
    ).toEqual(['photo_data: A imagem é grande demais (máximo de 0,5 MB)']);
    expect(isImageFile({ type: 'image/webp' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});

describe('response schemas', () => {
  const profile = {
    user_id: 7,
    display_name: 'Padaria Sol',
    legal_name: null,
    document: null,
    document_type: null,
    birth_date: null,
    gender: null,
    emails: [{ email: 'contato@sol.com', is_primary: true }],
    phones: [{ phone: '11987654321', type: 'WHATSAPP', is_primary: true }],
    address: null,
    photos: [],
  };
  const user = {
    id: 7,
    email: 'contato@sol.com',
    role: 'CLIENT',
    unit_id: 1,
    is_active: false,
    created_at: '2024-01-15T03:30:00.000Z',
    profile,
    permission_override: {},
  };

  it('describes a user with its profile', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, profile: null }).profile).toBeNull();
    expect(
      profileSchema.safeParse({ ...profile, phones: [{ phone: '1', type: 'FAX', is_primary: true }] })
        .success,
    ).toBe(false);
    expect(userSchema.safeParse({ ...user, role: 'GUEST' }).success).toBe(false);
  });

  it('names a user by display name, then name, then e-mail', () => {
    expect(userDisplayName(user)).toBe('Padaria Sol');
    expect(userDisplayName({ ...user, profile: { display_name: ' ' }, name: 'Sol' })).toBe('Sol');
    expect(userDisplayName({ email: 'a@b.com', profile: null })).toBe('a@b.com');
  });
});

describe('user messages', () => {
  it('keeps the spec strings', () => {
    expect(USERS_MSG.created).toBe('Usuário criado com sucesso!');
    expect(USERS_MSG.deleted).toBe('Usuário excluído permanentemente!');
    expect(USERS_MSG.updateFailed).toBe('Erro ao atualizar usuário. Tente novamente.');
  });
});
