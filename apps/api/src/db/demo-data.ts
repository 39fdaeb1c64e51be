import type { Role } from '@tenho/domain/auth/roles';

/**
 * The demo network seeded with SEED_DEMO=1 (and on the first start of a new embedded database).
 * The README, the start banner and the e2e tests all read these lists, so they never disagree.
 */
export const DEMO_PASSWORD = 'Tenho@2026';

export type DemoUnit = {
  code: string;
  name: string;
  city: string;
  state: string;
  region: string;
  /** Pix receiving data for 'Carregar Créditos' (demo keys of our own domain, never a person's). */
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
};

export const DEMO_UNITS: readonly DemoUnit[] = [
  {
    code: 'tenho-centro',
    name: 'Tenho Centro',
    city: 'São Paulo',
    state: 'SP',
    region: 'Centro',
    pixKey: 'financeiro.centro@tenho.com.br',
    pixMerchantName: 'Tenho Centro',
    pixMerchantCity: 'Sao Paulo',
  },
  {
    code: 'tenho-zona-sul',
    name: 'Tenho Zona Sul',
    city: 'Rio de Janeiro',
    state: 'RJ',
    region: 'Zona Sul',
    pixKey: '7d9f0c2e-4b1a-4c3e-9f5d-2a6b8e1c0f47',
    pixMerchantName: 'Tenho Zona Sul',
    pixMerchantCity: 'Rio de Janeiro',
  },
];

export type DemoAccount = {
  email: string;
  role: Exclude<Role, 'MASTER'>;
  /** Display name (company name for a CLIENT). */
  name: string;
  unitCode: string;
  /** Digits only; WhatsApp for companies. */
  phone: string;
  isActive: boolean;
  /** A USER's company (CLIENT e-mail). */
  parentEmail?: string;
  /** What the account is for, in a line of the README. */
  note: string;
  /** Codes of default categories the company works with (its 'Minhas Categorias'). */
  categoryCodes?: readonly string[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin.centro@tenho.com.br',
    role: 'ADMIN',
    name: 'Ana Ribeiro',
    unitCode: 'tenho-centro',
    phone: '11988887777',
    isActive: true,
    note: 'Franqueada da Tenho Centro',
  },
  {
    email: 'admin.zonasul@tenho.com.br',
    role: 'ADMIN',
    name: 'Bruno Carvalho',
    unitCode: 'tenho-zona-sul',
    phone: '21988886666',
    isActive: true,
    note: 'Franqueado da Tenho Zona Sul',
  },
  {
    email: 'contato@autopecaspaulista.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Auto Peças Paulista',
    unitCode: 'tenho-centro',
    phone: '11987654321',
    isActive: true,
    note: 'Empresa da Tenho Centro',
    categoryCodes: ['autopecas', 'mecanica', 'eletrica-automotiva'],
  },
  {
    email: 'contato@farmaciabemestar.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Farmácia Bem Estar',
    unitCode: 'tenho-centro',
    phone: '11976543210',
    isActive: true,
    note: 'Empresa da Tenho Centro',
    categoryCodes: ['farmacia'],
  },
  {
    email: 'contato@petshopamigofiel.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Pet Shop Amigo Fiel',
    unitCode: 'tenho-centro',
    phone: '11965432109',
    isActive: true,
    note: 'Empresa da Tenho Centro',
    categoryCodes: ['veterinario-pet'],
  },
  {
    email: 'contato@construcopacabana.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Materiais de Construção Copacabana',
    unitCode: 'tenho-zona-sul',
    phone: '21987651234',
    isActive: true,
    note: 'Empresa da Tenho Zona Sul',
    categoryCodes: ['materiais-construcao', 'eletricista', 'encanador'],
  },
  {
    email: 'contato@padariapaodourado.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Padaria Pão Dourado',
    unitCode: 'tenho-zona-sul',
    phone: '21976542345',
    isActive: true,
    note: 'Empresa da Tenho Zona Sul',
    categoryCodes: ['padaria', 'doces-bolos', 'lanchonete'],
  },
  {
    email: 'contato@eletronicosipanema.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Eletrônicos Ipanema',
    unitCode: 'tenho-zona-sul',
    phone: '21965433456',
    isActive: true,
    note: 'Empresa da Tenho Zona Sul',
    categoryCodes: ['assistencia-celular', 'informatica', 'eletrodomesticos'],
  },
  {
    email: 'atendimento@autopecaspaulista.demo.tenho.com.br',
    role: 'USER',
    name: 'Carla Mendes',
    unitCode: 'tenho-centro',
    phone: '11954321098',
    isActive: true,
    parentEmail: 'contato@autopecaspaulista.demo.tenho.com.br',
    note: 'Usuária da Auto Peças Paulista',
  },
  {
    email: 'contato@borracharia.demo.tenho.com.br',
    role: 'CLIENT',
    name: 'Borracharia Rápida',
    unitCode: 'tenho-centro',
    phone: '11943210987',
    isActive: false,
    note: 'Cadastro aguardando ativação (login recusado)',
    categoryCodes: ['pneus-borracharia'],
  },
];

export type DemoMovement = {
  type: 'CREDIT' | 'DEBIT';
  cents: number;
  description: string;
  kind: 'TOP_UP' | 'ADMIN_CREDIT';
  /** When it happened: before every demo request (the oldest is 2 days old), oldest first. */
  daysAgo: number;
};

/**
 * Wallet history of the demo companies (seeded through the ledger, so balances add up). Lead charges
 * are not listed here: the demo requests (DEMO_REQUESTS) charge their accepted offers for real.
 * Every company a demo request reaches has the credit value in its wallet before that request, as
 * routing would require.
 */
export const DEMO_WALLETS: readonly {
  email: string;
  movements: readonly DemoMovement[];
  pendingTopUp?: number;
}[] = [
  {
    email: 'contato@autopecaspaulista.demo.tenho.com.br',
    movements: [
      {
        type: 'CREDIT',
        cents: 5000,
        description: 'Crédito inserido pelo administrador',
        kind: 'ADMIN_CREDIT',
        daysAgo: 10,
      },
      { type: 'CREDIT', cents: 2000, description: 'Carga de créditos via Pix', kind: 'TOP_UP', daysAgo: 6 },
    ],
  },
  {
    email: 'contato@farmaciabemestar.demo.tenho.com.br',
    movements: [
      {
        type: 'CREDIT',
        cents: 3000,
        description: 'Crédito inserido pelo administrador',
        kind: 'ADMIN_CREDIT',
        daysAgo: 8,
      },
    ],
    pendingTopUp: 5000,
  },
  {
    email: 'contato@petshopamigofiel.demo.tenho.com.br',
    movements: [
      { type: 'CREDIT', cents: 1000, description: 'Carga de créditos via Pix', kind: 'TOP_UP', daysAgo: 5 },
    ],
  },
  {
    email: 'contato@padariapaodourado.demo.tenho.com.br',
    movements: [
      {
        type: 'CREDIT',
        cents: 1500,
        description: 'Crédito inserido pelo administrador',
        kind: 'ADMIN_CREDIT',
        daysAgo: 9,
      },
    ],
  },
  {
    // The Zona Sul electrician: the simulator's "Preciso de um eletricista" reaches it (issue 9).
    email: 'contato@construcopacabana.demo.tenho.com.br',
    movements: [
      {
        type: 'CREDIT',
        cents: 2000,
        description: 'Crédito inserido pelo administrador',
        kind: 'ADMIN_CREDIT',
        daysAgo: 7,
      },
    ],
  },
  {
    email: 'contato@eletronicosipanema.demo.tenho.com.br',
    movements: [
      {
        type: 'CREDIT',
        cents: 1000,
        description: 'Crédito inserido pelo administrador',
        kind: 'ADMIN_CREDIT',
        daysAgo: 4,
      },
    ],
  },
];

export type DemoOfferState = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED';

/**
 * WhatsApp requests of the demo network, in every state (Respondido, Negativo, Pendente, expired
 * offers, not understood, no company), so a new install's Central de Mensagens is not empty.
 * Seeded by modules/messages/demo-requests.ts; TENHO answers are charged through the ledger.
 */
export type DemoRequest = {
  key: string;
  unitCode: string;
  consumerName: string;
  /** National digits. */
  consumerPhone: string;
  text: string;
  /** null: the categoriser did not understand it. */
  categoryCode: string | null;
  minutesAgo: number;
  offers: readonly { companyEmail: string; state: DemoOfferState; answeredAfterMinutes?: number }[];
};

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    key: 'freio-gol',
    unitCode: 'tenho-centro',
    consumerName: 'Ricardo Alves',
    consumerPhone: '11991234001',
    text: 'Alguém tem pastilha de freio para Gol 2015?',
    categoryCode: 'autopecas',
    minutesAgo: 180,
    offers: [
      {
        companyEmail: 'contato@autopecaspaulista.demo.tenho.com.br',
        state: 'ACCEPTED',
        answeredAfterMinutes: 4,
      },
    ],
  },
  {
    key: 'dipirona',
    unitCode: 'tenho-centro',
    consumerName: 'Fernanda Costa',
    consumerPhone: '11991234002',
    text: 'Preciso de dipirona em gotas, alguma farmácia perto do centro?',
    categoryCode: 'farmacia',
    minutesAgo: 95,
    offers: [
      {
        companyEmail: 'contato@farmaciabemestar.demo.tenho.com.br',
        state: 'REJECTED',
        answeredAfterMinutes: 7,
      },
    ],
  },
  {
    key: 'racao-gato',
    unitCode: 'tenho-centro',
    consumerName: 'Paulo Mendes',
    consumerPhone: '11991234003',
    text: 'Vocês têm ração para gato castrado de 10 kg?',
    categoryCode: 'veterinario-pet',
    minutesAgo: 25,
    offers: [{ companyEmail: 'contato@petshopamigofiel.demo.tenho.com.br', state: 'PENDING' }],
  },
  {
    key: 'boa-tarde',
    unitCode: 'tenho-centro',
    consumerName: 'Luana Rocha',
    consumerPhone: '11991234004',
    text: 'boa tarde, tudo bem?',
    categoryCode: null,
    minutesAgo: 60,
    offers: [],
  },
  {
    key: 'bolo-sabado',
    unitCode: 'tenho-zona-sul',
    consumerName: 'Camila Duarte',
    consumerPhone: '21991234005',
    text: 'Tem bolo de aniversário para 20 pessoas no sábado?',
    categoryCode: 'doces-bolos',
    minutesAgo: 300,
    offers: [
      {
        companyEmail: 'contato@padariapaodourado.demo.tenho.com.br',
        state: 'ACCEPTED',
        answeredAfterMinutes: 12,
      },
    ],
  },
  {
    key: 'disjuntor',
    unitCode: 'tenho-zona-sul',
    consumerName: 'Marcos Vieira',
    consumerPhone: '21991234006',
    text: 'Preciso de um eletricista para trocar o disjuntor hoje',
    categoryCode: 'eletricista',
    minutesAgo: 2 * 24 * 60,
    offers: [{ companyEmail: 'contato@construcopacabana.demo.tenho.com.br', state: 'EXPIRED' }],
  },
  {
    key: 'tela-iphone',
    unitCode: 'tenho-zona-sul',
    consumerName: 'Beatriz Nunes',
    consumerPhone: '21991234007',
    text: 'Troca de tela de iPhone 11, quanto fica?',
    categoryCode: 'assistencia-celular',
    minutesAgo: 40,
    offers: [{ companyEmail: 'contato@eletronicosipanema.demo.tenho.com.br', state: 'PENDING' }],
  },
  {
    key: 'chaveiro',
    unitCode: 'tenho-zona-sul',
    consumerName: 'Gustavo Lima',
    consumerPhone: '21991234008',
    text: 'Preciso de um chaveiro urgente, perdi a chave de casa',
    categoryCode: 'chaveiro',
    minutesAgo: 15,
    offers: [],
  },
];
