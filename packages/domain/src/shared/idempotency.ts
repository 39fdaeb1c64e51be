/**
 * The `Idempotency-Key` header every mutation under /api honours (issue 29): the same key sent again
 * by the same caller to the same route within 24 h gets the first answer back, nothing is done twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may look like: what the web sends (hex) and what API clients usually send (UUIDs). */
export const IDEMPOTENCY_KEY_FORMAT = /^[A-Za-z0-9._:-]{1,100}$/;

/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Header on a replayed answer (the first answer, sent again). */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MSG = {
  invalidKey:
    'Cabeçalho Idempotency-Key inválido: use de 1 a 100 caracteres entre letras, números, ponto, hífen, dois-pontos e sublinhado.',
  keyReused:
    'Esta chave de idempotência já foi usada em outra requisição com dados diferentes. Gere uma chave nova para uma nova ação.',
  inProgress: 'Esta ação já está em andamento. Aguarde a resposta da primeira tentativa.',
} as const;
