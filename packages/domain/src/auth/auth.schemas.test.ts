import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MSG,
  errorSchema,
  loginResponseSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  sessionUserSchema,
} from './auth.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const first = (r: z.ZodSafeParseResult<unknown>) => issues(r)[0];

const valid = {
  unit_id: 2,
  name: ' Padaria Sol ',
  email: ' Contato@PadariaSol.com.BR ',
  phone: '(11) 98765-4321',
  password: 'Segura#2024',
  confirmPassword: 'Segura#2024',
};
const empty = { unit_id: '', name: '', email: '', phone: '', password: '', confirmPassword: '' };

describe('registerFormSchema (spec §5 order)', () => {
  it('starts with the franchise on an all-empty form', () => {
    expect(first(registerFormSchema.safeParse(empty))).toBe('unit_id: Selecione a franquia desejada');
    expect(first(registerFormSchema.safeParse({}))).toBe('unit_id: Selecione a franquia desejada');
  });

  it('reports every rule in spec order with the exact texts', () => {
    expect(issues(registerFormSchema.safeParse({ ...empty, confirmPassword: 'x' }))).toEqual([
      'unit_id: Selecione a franquia desejada',
      'name: Nome da empresa é obrigatório',
      'email: E-mail é obrigatório',
      'phone: WhatsApp é obrigatório',
      'password: Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial',
      'confirmPassword: Senhas não coincidem',
    ]);
  });

  it('shows the next rule as each one is fixed', () => {
    const steps: [Partial<typeof valid>, string][] = [
      [{ unit_id: 2 }, MSG.companyRequired],
      [{ name: 'Padaria Sol' }, MSG.emailRequired],
      [{ email: 'contato@sol.com' }, MSG.whatsappRequired],
      [{ phone: '11987654321' }, MSG.passwordWeak],
      [{ password: 'Segura#2024' }, MSG.passwordMismatch],
    ];
    let form: Record<string, unknown> = { ...empty };
    for (const [fix, next] of steps) {
      form = { ...form, ...fix };
      expect(issues(registerFormSchema.safeParse(form))[0]).toContain(next);
    }
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: 'Segura#2024' }).success).toBe(true);
  });

  it('treats a blank company name as missing', () => {
    expect(issues(registerFormSchema.safeParse({ ...valid, name: '   ' }))).toEqual([
      'name: Nome da empresa é obrigatório',
    ]);
  });

  it('says the e-mail or WhatsApp is invalid once they are filled', () => {
    expect(issues(registerFormSchema.safeParse({ ...valid, email: 'contato@' }))).toEqual([
      'email: E-mail inválido',
    ]);
    expect(issues(registerFormSchema.safeParse({ ...valid, phone: '(11) 9876' }))).toEqual([
      'phone: WhatsApp inválido',
    ]);
    expect(issues(registerFormSchema.safeParse({ ...valid, phone: '119876543210' }))).toEqual([
      'phone: WhatsApp inválido',
    ]);
  });

  it('refuses a missing confirmation in pt-BR', () => {
    const { confirmPassword: _omit, ...noConfirm } = valid;
    expect(issues(registerFormSchema.safeParse(noConfirm))).toEqual([
      'confirmPassword: Senhas não coincidem',
    ]);
  });
});

describe('registerSchema (API payload)', () => {
  it('normalises phone to digits and e-mail to lower case', () => {
    const { confirmPassword: _omit, ...payload } = valid;
    expect(registerSchema.parse(payload)).toEqual({
      unit_id: 2,
      name: 'Padaria Sol',
      email: 'contato@padariasol.com.br',
      phone: '11987654321',
      password: 'Segura#2024',
    });
    expect(registerSchema.parse({ ...payload, phone: '+55 (11) 3333-4444' }).phone).toBe('1133334444');
  });

  it('reads the unit from a select value', () => {
    const { confirmPassword: _omit, ...payload } = valid;
    expect(registerSchema.parse({ ...payload, unit_id: '7' }).unit_id).toBe(7);
    for (const bad of ['', '0', '-1', 'abc', 1.5, null]) {
      expect(issues(registerSchema.safeParse({ ...payload, unit_id: bad }))).toEqual([
        'unit_id: Selecione a franquia desejada',
      ]);
    }
  });

  it('never answers in English', () => {
    const r = registerSchema.safeParse({
      unit_id: 1,
      name: 'x'.repeat(161),
      email: 1,
      phone: [],
      password: 5,
    });
    for (const message of issues(r)) expect(message).not.toMatch(/Invalid|expected|Too/);
  });
});

describe('loginSchema', () => {
  it('requires e-mail and password and lower-cases the e-mail', () => {
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: E-mail é obrigatório',
      'password: Senha é obrigatória',
    ]);
    expect(issues(loginSchema.safeParse({}))).toEqual([
      'email: E-mail é obrigatório',
      'password: Senha é obrigatória',
    ]);
    expect(loginSchema.parse({ email: ' Ana@Ex.com ', password: 'x', remember: true })).toEqual({
      email: 'ana@ex.com',
      password: 'x',
      remember: true,
    });
  });

  it('does not trim the password', () => {
    expect(loginSchema.parse({ email: 'a@b.com', password: ' x ' }).password).toBe(' x ');
  });
});

describe('response schemas', () => {
  const user = {
    id: 1,
    email: 'master@tenho.com.br',
    role: 'MASTER',
    avatar: null,
    name: 'Master',
    permissions: ['setting.access'],
    permission_override: {},
    is_active: true,
    unit_id: null,
    unit: null,
  };

  it('describe the session user and login answer', () => {
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(loginResponseSchema.parse({ user, token: 't' }).token).toBe('t');
    expect(sessionUserSchema.safeParse({ ...user, role: 'ROOT' }).success).toBe(false);
  });

  it('describe the error contract', () => {
    expect(errorSchema.parse({ code: 'auth.inactive', message: MSG.inactive })).toEqual({
      code: 'auth.inactive',
      message: 'Conta ainda não foi ativada. Entre em contato com a franquia para ativar sua conta.',
    });
  });
});
