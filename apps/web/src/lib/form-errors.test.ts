import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  it('maps the API details onto the form fields in the form order, first message per field', () => {
    const details = [
      { path: 'phone', message: 'WhatsApp inválido' },
      { path: 'email', message: 'E-mail inválido' },
      { path: 'email', message: 'outra' },
      { path: 'keywords.2', message: 'Cada palavra-chave deve ter no máximo 60 caracteres' },
    ];
    expect(serverFieldErrors(details, ['email', 'phone', 'keywords'] as const)).toEqual([
      ['email', 'E-mail inválido'],
      ['phone', 'WhatsApp inválido'],
      ['keywords', 'Cada palavra-chave deve ter no máximo 60 caracteres'],
    ]);
  });

  it('ignores unknown fields and anything that is not the API shape', () => {
    expect(serverFieldErrors([{ path: 'other', message: 'x' }], ['email'] as const)).toEqual([]);
    expect(serverFieldErrors({ email: 'x' }, ['email'] as const)).toEqual([]);
    expect(serverFieldErrors(undefined, ['email'] as const)).toEqual([]);
  });
});
