/** Static content of the landing page (spec §2 and §3). */

export const PLAN_IDS = ['basic', 'premium', 'master'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const POPULAR_BADGE = 'Mais Popular';
export const PLAN_ROI = 'ROI em 6 meses';

export type Plan = {
  id: PlanId;
  name: string;
  /** Investment in reais. */
  price: number;
  /** 'R$ 9.500': whole reais, no cents. */
  priceLabel: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  badge: typeof POPULAR_BADGE | null;
  roi: typeof PLAN_ROI;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Franquia Básica',
    price: 9500,
    priceLabel: 'R$ 9.500',
    description: 'Para começar a operar no seu bairro com um investimento enxuto.',
    features: ['1 bairro ou zona de atuação', 'Até 50 empresas cadastradas', 'Suporte básico via WhatsApp'],
    popular: false,
    badge: null,
    roi: PLAN_ROI,
  },
  {
    id: 'premium',
    name: 'Franquia Premium',
    price: 30300,
    priceLabel: 'R$ 30.300',
    description: 'Para quem quer atender uma região maior e multiplicar os pedidos.',
    features: [
      'De 3 a 5 bairros ou zonas de atuação',
      'Até 200 empresas cadastradas',
      'Suporte prioritário 24/7',
    ],
    popular: true,
    badge: POPULAR_BADGE,
    roi: PLAN_ROI,
  },
  {
    id: 'master',
    name: 'Franquia Master',
    price: 90500,
    priceLabel: 'R$ 90.500',
    description: 'A cidade inteira sob a sua gestão, sem limite de empresas.',
    features: ['Cidade inteira como área de atuação', 'Empresas ilimitadas', 'Suporte VIP dedicado'],
    popular: false,
    badge: null,
    roi: PLAN_ROI,
  },
];

export type AddOn = {
  id: 'marketing' | 'premium-support' | 'analytics';
  name: string;
  price: number;
  priceLabel: string;
  description: string;
};

export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'marketing',
    name: 'Pacote de Marketing',
    price: 500,
    priceLabel: 'R$ 500',
    description: 'Campanhas e materiais prontos para divulgar a sua franquia na região.',
  },
  {
    id: 'premium-support',
    name: 'Suporte Premium',
    price: 300,
    priceLabel: 'R$ 300',
    description: 'Atendimento prioritário para você e para as empresas da sua unidade.',
  },
  {
    id: 'analytics',
    name: 'Analytics Avançado',
    price: 200,
    priceLabel: 'R$ 200',
    description: 'Relatórios detalhados de demanda, respostas e faturamento por categoria.',
  },
];

export type LandingStat = { value: string; label: string };

/** Hero claims (spec §2). */
export const HERO_STATS: readonly LandingStat[] = [
  { value: '500+', label: 'Empresas' },
  { value: '50+', label: 'Regiões' },
  { value: '10k+', label: 'Pedidos' },
];

/** The About section's figure (spec §2). */
export const ABOUT_STAT: LandingStat = { value: '95%', label: 'Satisfação' };
