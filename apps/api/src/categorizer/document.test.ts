import { describe, expect, it } from 'vitest';
import { extractDocument, findDocuments, isValidCnpj, isValidCpf } from './document.ts';

describe('extractDocument', () => {
  it('finds a CPF with or without punctuation and formats it', () => {
    expect(extractDocument('meu cpf e 529.982.247-25, preciso de um eletricista')).toBe('529.982.247-25');
    expect(extractDocument('cpf 52998224725')).toBe('529.982.247-25');
  });

  it('finds a CNPJ with or without punctuation and formats it', () => {
    expect(extractDocument('empresa 11.222.333/0001-81 quer orcamento')).toBe('11.222.333/0001-81');
    expect(extractDocument('cnpj: 11222333000181')).toBe('11.222.333/0001-81');
  });

  it('accepts the alphanumeric CNPJ written with its punctuation', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(extractDocument('cnpj 12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
  });

  it('rejects wrong check digits, repeated digits and phone numbers', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(extractDocument('cpf 529.982.247-26')).toBeNull();
    expect(extractDocument('me liga 11 98765-4321')).toBeNull();
    expect(extractDocument('alguem tem pneu aro 15?')).toBeNull();
  });

  it('does not read a CPF inside a longer number', () => {
    expect(extractDocument('pedido 1529982247250')).toBeNull();
  });

  it('returns documents in the order they appear', () => {
    const found = findDocuments('cnpj 11222333000181 e cpf 529.982.247-25');
    expect(found.map((document) => document.type)).toEqual(['CNPJ', 'CPF']);
  });
});
