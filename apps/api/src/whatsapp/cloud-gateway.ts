import type { WhatsappConfig } from '../config.ts';
import { classifyGraphError, type SendRequest, type SendResult, type WhatsappGateway } from './gateway.ts';

/** The request body of `POST /{phone_number_id}/messages` for one outbox row. */
export function graphMessageBody(request: SendRequest): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: request.to };
  const { payload } = request;
  if (request.kind === 'interactive' && payload.buttons?.length) {
    return {
      ...base,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: request.body },
        action: {
          buttons: payload.buttons.map((button) => ({
            type: 'reply',
            reply: { id: button.id, title: button.title },
          })),
        },
      },
    };
  }
  if (request.kind === 'template' && payload.template) {
    const { name, language, parameters, buttonPayloads } = payload.template;
    return {
      ...base,
      type: 'template',
      template: {
        name,
        language: { code: language },
        components: [
          { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
          ...buttonPayloads.map((buttonPayload, index) => ({
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload: buttonPayload }],
          })),
        ],
      },
    };
  }
  return { ...base, type: 'text', text: { body: request.body, preview_url: false } };
}

type GraphAnswer = {
  messages?: { id?: unknown }[];
  contacts?: { wa_id?: unknown }[];
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
};

/**
 * The WhatsApp Cloud API: `POST {WHATSAPP_API_BASE}/{version}/{phone_number_id}/messages` with the
 * bearer token. Never throws: every failure comes back classified (see SendResult).
 */
export function createCloudGateway(
  config: Pick<WhatsappConfig, 'token' | 'apiBase' | 'apiVersion' | 'sendTimeoutMs'>,
  fetchImpl: typeof fetch = fetch,
): WhatsappGateway {
  return {
    name: 'cloud',
    async send(request): Promise<SendResult> {
      const url = `${config.apiBase}/${config.apiVersion}/${encodeURIComponent(request.phoneNumberId)}/messages`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token ?? ''}`, 'content-type': 'application/json' },
          body: JSON.stringify(graphMessageBody(request)),
          signal: AbortSignal.timeout(config.sendTimeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return { outcome: 'retry', code: null, message: timedOut ? 'timeout' : 'network error' };
      }

      let answer: GraphAnswer = {};
      try {
        answer = (await response.json()) as GraphAnswer;
      } catch {
        // An HTML error page from a proxy, an empty body…: judged by the status alone.
      }
      if (response.ok) {
        const wamid = answer.messages?.[0]?.id;
        const waId = answer.contacts?.[0]?.wa_id;
        if (typeof wamid === 'string' && wamid) {
          return { outcome: 'sent', wamid, waId: typeof waId === 'string' && waId ? waId : null };
        }
        return { outcome: 'retry', code: null, message: 'answer without a message id' };
      }
      const code = typeof answer.error?.code === 'number' ? answer.error.code : null;
      const details = answer.error?.error_data?.details ?? answer.error?.message;
      const message = (typeof details === 'string' && details ? details : `HTTP ${response.status}`).slice(
        0,
        500,
      );
      return { outcome: classifyGraphError(response.status, code), code, message };
    },
  };
}
