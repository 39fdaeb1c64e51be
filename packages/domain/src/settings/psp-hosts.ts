/**
 * The network's PSP allow-list (issue 28): the host names of the banks' API Pix that a unit may
 * connect to (MASTER setting `pixPspHosts`). Host names only — never an IP address, a port or a path.
 */

export const PSP_HOSTS_MAX = 50;

export const PSP_HOSTS_MSG = {
  invalid: (value: string) =>
    `"${value.slice(0, 60)}" não é um nome de servidor válido (ex.: api.banco.com.br, sem https://, porta ou IP)`,
  tooMany: `No máximo ${PSP_HOSTS_MAX} servidores`,
  label: 'Bancos (PSP) permitidos para a API Pix',
  help: 'Uma franquia só conecta o recebimento automático a um servidor desta lista (https). Um por linha.',
  saved: 'Lista de bancos (PSP) permitidos salva com sucesso!',
  saveFailed: 'Erro ao salvar a lista de bancos (PSP) permitidos',
} as const;

/**
 * API Pix hosts of the main Brazilian PSPs, offered in Configurações as suggestions (from each
 * bank's public developer documentation); the MASTER adds only the ones the network uses.
 */
export const SUGGESTED_PSP_HOSTS = [
  { host: 'api-pix.bb.com.br', bank: 'Banco do Brasil' },
  { host: 'oauth.bb.com.br', bank: 'Banco do Brasil (token)' },
  { host: 'secure.api.itau', bank: 'Itaú' },
  { host: 'sts.itau.com.br', bank: 'Itaú (token)' },
  { host: 'qrpix.bradesco.com.br', bank: 'Bradesco' },
  { host: 'trust-pix.santander.com.br', bank: 'Santander' },
  { host: 'api.sicoob.com.br', bank: 'Sicoob' },
  { host: 'auth.sicoob.com.br', bank: 'Sicoob (token)' },
  { host: 'api-pix.sicredi.com.br', bank: 'Sicredi' },
  { host: 'cdpj.partners.bancointer.com.br', bank: 'Banco Inter' },
  { host: 'pix.api.efipay.com.br', bank: 'Efí' },
] as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** ' API.Banco.com.br. ' → 'api.banco.com.br'; null for anything that is not a DNS name with a dot. */
export function normalizePspHost(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  // A numeric last label is an IPv4 address (or a spelling of one), not a name.
  if (/^\d+$/.test(labels.at(-1)!) || /^0x[0-9a-f]*$/.test(labels.at(-1)!)) return null;
  return host;
}
