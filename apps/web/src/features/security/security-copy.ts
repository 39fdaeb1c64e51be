/** The texts of Segurança (pt-BR), in one place for the screens and their tests. */
export const SECURITY_MSG = {
  sessionsTitle: 'Sessões ativas',
  sessionsDescription:
    'Os aparelhos e navegadores conectados à sua conta. Encerre os que você não reconhece ou não usa mais.',
  sessionsLoadFailed: 'Erro ao carregar as sessões ativas',
  sessionsEmpty: 'Nenhuma sessão ativa.',
  currentSession: 'Sessão atual',
  endOne: 'Encerrar',
  endOthers: 'Encerrar todas as outras',
  endOneTitle: 'Encerrar sessão',
  endOthersTitle: 'Encerrar todas as outras sessões',
  ended: 'Sessão encerrada.',
  endedMany: (n: number) =>
    n === 0
      ? 'Nenhuma outra sessão estava ativa.'
      : n === 1
        ? '1 sessão encerrada.'
        : `${n} sessões encerradas.`,
  endFailed: 'Erro ao encerrar a sessão',
  onlyThis: 'Só esta sessão está ativa.',
  policyTitle: 'Política de senha',
  policyDescription: 'Toda senha nova, no cadastro, na criação de usuários e na redefinição, precisa ter:',
  throttleTitle: 'Proteção do login',
  throttleLoadFailed: 'Erro ao carregar os números do login',
  throttleNoFailures: (minutes: number) => `Nenhuma falha de login nos últimos ${minutes} minutos.`,
} as const;
