import { z } from 'zod';

/**
 * Issue 23: a unit connects its PSP's API Pix (Banco Central standard) so top-ups become dynamic
 * charges credited on their own. Requests, answers and the pt-BR texts of the connection.
 */

export const PIX_API_MSG = {
  unavailable:
    'Recebimento automático (API Pix) indisponível neste servidor: a chave de criptografia (SECRETS_KEY) não está configurada.',
  baseUrlInvalid: 'Informe a URL base da API Pix (https://…)',
  tokenUrlInvalid: 'URL do token inválida (https://…)',
  clientIdRequired: 'Informe o Client ID',
  clientSecretRequired: 'Informe o Client Secret',
  tooLong: 'Texto longo demais',
  certificateInvalid: 'Certificado inválido: cole o conteúdo PEM (-----BEGIN CERTIFICATE-----)',
  privateKeyInvalid: 'Chave privada inválida: cole o conteúdo PEM (-----BEGIN … PRIVATE KEY-----)',
  certificatePair: 'Informe o certificado e a chave privada juntos',
  noPixKey: 'Cadastre a chave Pix da franquia antes de conectar a API Pix',
  notConnected: 'Esta franquia não tem a API Pix conectada',
  // PSP failures, as the company or the ADMIN sees them.
  pspUnreachable: 'Não foi possível falar com o banco (PSP) agora. Tente novamente em instantes.',
  pspTimeout: 'O banco (PSP) demorou demais para responder. Tente novamente em instantes.',
  pspAuthFailed:
    'O banco (PSP) recusou as credenciais: confira o Client ID, o Client Secret e o certificado.',
  pspRejected: 'O banco (PSP) recusou o pedido',
  pspInvalidAnswer: 'O banco (PSP) respondeu algo inesperado.',
  pspAddressRefused:
    'O endereço do banco (PSP) foi recusado: ele aponta para uma rede interna ou não pôde ser verificado.',
  // Saving a connection (issue 28): where the server may call.
  pspUrlNotHttps: 'Use um endereço https:// para a API Pix do banco.',
  pspUrlIpLiteral: 'Informe o nome do servidor do banco (ex.: api.banco.com.br), não um endereço IP.',
  pspUrlNotAllowed: (host: string) =>
    `O servidor ${host} não está na lista de bancos (PSP) permitidos da rede. Peça ao master para incluí-lo em Configurações.`,
  chargeFailed:
    'Não foi possível gerar a cobrança Pix no banco agora. Nenhum pedido foi criado: tente novamente em instantes.',
  cancelFailed: 'Não foi possível cancelar a cobrança no banco agora. Tente novamente em instantes.',
  alreadyPaid: 'Esta cobrança já foi paga no banco: o crédito entra em instantes.',
  webhookNotFound: 'Webhook desconhecido',
  sandboxOnly: 'Disponível apenas com o PSP de testes (sandbox)',
  // Manual 'Confirmar' on a unit connected to its PSP (issue 28): the charge is read first.
  confirmReadFailed:
    'Não foi possível consultar a cobrança no banco (PSP) agora: nada foi creditado. Tente novamente em instantes.',
  confirmNotPaid: (status: string) =>
    `O banco (PSP) informa que esta cobrança não foi paga (situação ${status}): nada foi creditado.`,
  confirmRemoved: (status: string) =>
    `O banco (PSP) informa que esta cobrança foi removida (situação ${status}): nada foi creditado.`,
  confirmMissing: 'O banco (PSP) não encontrou esta cobrança: nada foi creditado.',
  confirmPartPaid: (paid: string, asked: string) =>
    `O banco (PSP) informa ${paid} pagos de ${asked}. Para confirmar mesmo assim, informe o motivo (ele fica registrado).`,
  sandboxNotAutomatic: 'Este pedido não é uma cobrança do PSP de testes',
  // Screen texts.
  sectionTitle: 'Recebimento automático (API Pix)',
  connected: 'Conectada',
  disconnected: 'Desconectada',
  saved: 'API Pix conectada: as próximas cargas serão creditadas automaticamente.',
  testOk: 'Conexão com o banco funcionando.',
  disconnectedToast: 'API Pix desconectada: as cargas voltam a ser confirmadas manualmente.',
} as const;

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, PIX_API_MSG.tooLong)
    .pipe(z.url({ protocol: /^https?$/, error: message }))
    .transform((v) => v.replace(/\/+$/, ''));

const pem = (marker: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(20_000, PIX_API_MSG.tooLong)
    .refine((v) => v === '' || marker.test(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** PUT /franchise-units/{id}/pix-api. */
export const pixApiInputSchema = z
  .object({
    base_url: httpsUrl(PIX_API_MSG.baseUrlInvalid),
    // One string schema (not a union with ''), so the OpenAPI document keeps a plain nullable string.
    token_url: z
      .string({ error: PIX_API_MSG.tokenUrlInvalid })
      .trim()
      .max(500, PIX_API_MSG.tooLong)
      .refine(
        (v) => v === '' || httpsUrl(PIX_API_MSG.tokenUrlInvalid).safeParse(v).success,
        PIX_API_MSG.tokenUrlInvalid,
      )
      .nullable()
      .optional()
      .transform((v) => (v ? v.replace(/\/+$/, '') : null)),
    client_id: z
      .string({ error: PIX_API_MSG.clientIdRequired })
      .trim()
      .min(1, PIX_API_MSG.clientIdRequired)
      .max(300, PIX_API_MSG.tooLong),
    client_secret: z
      .string({ error: PIX_API_MSG.clientSecretRequired })
      .min(1, PIX_API_MSG.clientSecretRequired)
      .max(1000, PIX_API_MSG.tooLong),
    certificate_pem: pem(/-----BEGIN CERTIFICATE-----/, PIX_API_MSG.certificateInvalid),
    private_key_pem: pem(/-----BEGIN [A-Z ]*PRIVATE KEY-----/, PIX_API_MSG.privateKeyInvalid),
  })
  .refine((v) => !v.certificate_pem === !v.private_key_pem, {
    message: PIX_API_MSG.certificatePair,
    path: ['private_key_pem'],
  });
export type PixApiInput = z.input<typeof pixApiInputSchema>;
export type PixApiPayload = z.output<typeof pixApiInputSchema>;

/** What the API answers about a unit's connection: never a secret. */
export const pixApiStatusSchema = z.object({
  enabled: z.boolean(),
  /** False when SECRETS_KEY is missing: the feature cannot be turned on. */
  available: z.boolean(),
  base_url: z.string().nullable(),
  token_url: z.string().nullable(),
  client_id: z.string().nullable(),
  has_certificate: z.boolean(),
  webhook_url: z.string().nullable(),
  webhook_registered: z.boolean(),
  pix_key: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PixApiStatus = z.infer<typeof pixApiStatusSchema>;

/** POST /franchise-units/{id}/pix-api/test. */
export const pixApiTestResultSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  webhook_url: z.string().nullable(),
});
export type PixApiTestResult = z.infer<typeof pixApiTestResultSchema>;

/** A txid we choose for a PSP charge: [a-zA-Z0-9]{26,35} (API Pix). */
export const PSP_TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
/** Default life of a charge at the PSP (calendario.expiracao), in seconds. */
export const PIX_CHARGE_EXPIRY_SECONDS = 3600;
