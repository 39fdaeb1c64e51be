import { z } from 'zod';
import type { $ZodErrorMap } from 'zod/v4/core';

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

/**
 * Brazilian Portuguese fallbacks for issues our schemas do not name themselves (the domain
 * schemas carry the spec's own messages, which always win over these).
 */
const ptBrError: $ZodErrorMap = (issue) => {
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

let installed = false;

/** Installs the pt-BR fallback messages once per process (zod's config is global). */
export function installPtBrZodErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ localeError: ptBrError });
}
