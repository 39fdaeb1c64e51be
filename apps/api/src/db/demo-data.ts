import type { Role } from '@tenho/domain/auth/roles';

/**
 * The demo network seeded with SEED_DEMO=1 (and on the first start of a new embedded database).
 * The README, the start banner and the e2e tests all read these lists, so they never disagree.
 */
export const DEMO_PASSWORD = 'Tenho@2026';

export type DemoUnit = { code: string; name: string; city: string; state: string; region: string };

export const DEMO_UNITS: readonly DemoUnit[] = [
  { code: 'tenho-centro', name: 'Tenho Centro', city: 'São Paulo', state: 'SP', region: 'Centro' },
  { code: 'tenho-zona-sul', name: 'Tenho Zona Sul', city: 'Rio de Janeiro', state: 'RJ', region: 'Zona Sul' },
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
