/**
 * The terms a company accepts when it registers (issue 31 point 7). Each company that receives a
 * consumer's contact becomes controller of its own follow-up (lgpd.md, 'Roles'): these terms say
 * what it may do with it. The version is stored with the acceptance; a new text needs a new version.
 */
export const TERMS_VERSION = '2026-11';

export type TermsSection = { title: string; paragraphs: readonly string[] };

/** The terms' text (pt-BR), shown in a scrollable box of the registration form. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: '1. O serviço',
    paragraphs: [
      'A Tenho recebe pedidos de consumidores pelo WhatsApp e os encaminha às empresas cadastradas na franquia da região, conforme as categorias que cada empresa atende. Cada pedido aceito consome créditos da carteira da empresa.',
    ],
  },
  {
    title: '2. Uso dos contatos recebidos',
    paragraphs: [
      'Ao aceitar um pedido, sua empresa recebe o nome e o número de WhatsApp do consumidor. Esses dados foram compartilhados a pedido do próprio consumidor (LGPD, Art. 7º, V) e só podem ser usados para responder àquele pedido.',
      'É proibido usar o contato para publicidade, listas de transmissão, venda ou repasse a terceiros, ou qualquer outra finalidade que não seja atender o pedido recebido.',
    ],
  },
  {
    title: '3. Eliminação a pedido do consumidor',
    paragraphs: [
      'Quando um consumidor pedir a eliminação dos seus dados, a Tenho avisa sua empresa pelo WhatsApp e pelo painel (LGPD, Art. 18, § 6º). Ao receber o aviso, sua empresa deve apagar de seus próprios registros (agenda, conversas, planilhas e sistemas) o nome, o número e as mensagens desse consumidor.',
      'Sua empresa também deve apagar esses dados quando não forem mais necessários para atender o pedido.',
    ],
  },
  {
    title: '4. Seus dados',
    paragraphs: [
      'A Tenho guarda os dados da sua conta (nome da empresa, e-mail, WhatsApp, acessos e movimentações da carteira) para prestar o serviço. Você pode baixar seus dados e pedir o encerramento da conta a qualquer momento, na tela Perfil. O histórico financeiro é mantido, sem dados pessoais, para cumprir obrigações legais.',
    ],
  },
];

export const TERMS_MSG = {
  title: 'Termos de uso',
  checkbox: 'Li e aceito os termos de uso, inclusive o uso dos contatos só para responder aos pedidos',
  required: 'Aceite os termos de uso para criar sua conta',
  outdated: 'Os termos de uso foram atualizados. Recarregue a página, leia e aceite a versão atual.',
} as const;

/** What registration sends about the terms: the checkbox and the version the form showed. */
export type TermsAcceptance = { terms_accepted?: boolean | undefined; terms_version?: string | undefined };

/**
 * Why a registration cannot go on for lack of the terms (the API answers it as a 422, the form
 * shows it under the checkbox), or null when the current version was accepted.
 */
export function termsAcceptanceError(input: TermsAcceptance): string | null {
  if (input.terms_accepted !== true) return TERMS_MSG.required;
  if (input.terms_version !== undefined && input.terms_version !== TERMS_VERSION) return TERMS_MSG.outdated;
  return null;
}
