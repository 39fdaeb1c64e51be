import type { z } from 'zod';

/** The panel's fallback when the API gave no message (the server's own text comes first). */
export const SIMULATOR_SEND_FAILED = 'Erro ao enviar a mensagem simulada. Tente novamente.';
export const SIMULATOR_LOAD_FAILED = 'Erro ao carregar o simulador';
export const CONVERSATION_LOAD_FAILED = 'Erro ao carregar a conversa';

/** The first message of each top-level field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** 'Pagar com Pix' (the PSP sandbox): the fallback when it fails, and what happens after it in a chat. */
export const PIX_PAY_FAILED = 'Não foi possível pagar com o PSP de testes';
export const PIX_CHAT_PAID =
  'Pix pago no PSP de testes: assim que o banco confirmar, o contato do cliente chega nesta conversa.';
