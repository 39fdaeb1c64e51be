/** What a refused caller reads, written out once for the tests (the API takes them from the domain). */
export const FORBIDDEN = {
  code: 'auth.forbidden',
  message: 'Você não tem permissão para esta ação',
} as const;
export const UNAUTHENTICATED = {
  code: 'auth.unauthenticated',
  message: 'Sessão expirada ou inválida. Faça login novamente.',
} as const;
