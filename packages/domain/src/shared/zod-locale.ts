import { z } from 'zod';
import type { $ZodErrorMap } from 'zod/v4/core';

/**
 * zod's fallback messages in Brazilian Portuguese, for the few checks that carry no message of
 * our own (a wrong type in a nested field, say); the schemas' own messages always win. Every
 * schema module imports this file, so the API and the web get the same texts by using any schema;
 * z.config is global and idempotent.
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
  null: 'nulo',
  undefined: 'vazio',
};

const typeName = (type: unknown) => TYPE_NAMES[String(type)] ?? String(type);

export const ptBrError: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Campo obrigatório'
        : `Valor inválido: esperado ${typeName(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') return `Deve ter pelo menos ${issue.minimum} caractere(s)`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Informe pelo menos ${issue.minimum} item(ns)`;
      return `Deve ser maior ${issue.inclusive ? 'ou igual a' : 'que'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Deve ter no máximo ${issue.maximum} caractere(s)`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Informe no máximo ${issue.maximum} item(ns)`;
      return `Deve ser menor ${issue.inclusive ? 'ou igual a' : 'que'} ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'E-mail inválido' : 'Formato inválido';
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Campo(s) não reconhecido(s): ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Opção inválida';
    default:
      return 'Valor inválido';
  }
};

z.config({ localeError: ptBrError });
