/** The pt-BR answers every area may give (the API's COMMON_ERRORS and its error handler). */
export const COMMON_MSG = {
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação',
  notFound: 'Recurso não encontrado',
  rateLimited: 'Muitas requisições. Aguarde um instante e tente novamente.',
  invalidData: 'Dados inválidos',
} as const;
