import { IDEMPOTENCY_REPLAYED_HEADER, IDEMPOTENCY_TTL_HOURS } from '@tenho/domain/shared/idempotency';
import { isIdempotentRoute } from './idempotency.ts';

/** The shared `Idempotency-Key` header parameter (components.parameters.IdempotencyKey). */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    `Uma chave por ação do usuário (1 a 100 caracteres: letras, números, \`.\`, \`_\`, \`:\`, \`-\`). ` +
    `Repetir a mesma chave com os mesmos dados, pelo mesmo usuário e na mesma rota, em até ${IDEMPOTENCY_TTL_HOURS} h ` +
    `devolve a primeira resposta (com \`${IDEMPOTENCY_REPLAYED_HEADER}: true\`) sem executar a ação de novo; ` +
    'a mesma chave com outros dados responde 422 e, enquanto a primeira ainda executa, a repetição espera e ' +
    'depois responde 409. Erros 5xx e 429 liberam a chave. Não se aplica a /api/auth e /api/webhooks.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,100}$' },
} as const;

type Operation = { parameters?: { $ref?: string; in?: string; name?: string }[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** Adds `$ref: IdempotencyKey` to each operation the plugin covers (unless it names the header itself). */
export function withIdempotencyKeyParameter<T extends object>(spec: T): T {
  const document = spec as Document;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isIdempotentRoute(method.toUpperCase(), path)) continue;
      const parameters = operation.parameters ?? [];
      if (parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key')) continue;
      operation.parameters = [...parameters, { $ref: '#/components/parameters/IdempotencyKey' }];
    }
  }
  return spec;
}
