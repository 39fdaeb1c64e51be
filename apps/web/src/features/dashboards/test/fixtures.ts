import type { FranchiseDashboard, MasterStats } from '@tenho/domain/dashboards/dashboards.schemas';

export const GROWTH = [
  { month: '2026-05', label: '05/26', count: 0 },
  { month: '2026-06', label: '06/26', count: 1 },
  { month: '2026-07', label: '07/26', count: 4 },
  { month: '2026-08', label: '08/26', count: 2 },
  { month: '2026-09', label: '09/26', count: 0 },
  { month: '2026-10', label: '10/26', count: 3 },
  { month: '2026-11', label: '11/26', count: 8 },
];

export function makeFranchiseDashboard(overrides: Partial<FranchiseDashboard> = {}): FranchiseDashboard {
  return {
    franchise: { id: 1, name: 'Tenho Centro', is_active: true },
    stats: { totalClients: 18, totalBalance: 1234.56, recentLeads: 3, recentTransactions: 7 },
    clients: [
      { id: 4, name: 'Auto Peças Paulista', balance: 50, rating: { average: 2.7, count: 12 } },
      { id: 5, name: 'Farmácia Bem Estar', balance: 0.3, rating: { average: null, count: 0 } },
    ],
    recentTransactions: [
      {
        id: 10,
        clientId: 4,
        clientName: 'Auto Peças Paulista',
        description: 'Carga de créditos via Pix',
        type: 'CREDIT',
        amount: 50,
        createdAt: '2026-11-20T15:00:00.000Z',
      },
      {
        id: 11,
        clientId: 5,
        clientName: 'Farmácia Bem Estar',
        description: 'Lead aceito: dipirona',
        type: 'DEBIT',
        amount: 0.3,
        createdAt: '2026-11-21T15:00:00.000Z',
      },
    ],
    growth: GROWTH,
    rating: { average: 2.7, count: 12 },
    ...overrides,
  };
}

export function makeMasterStats(overrides: Partial<MasterStats> = {}): MasterStats {
  return {
    stats: {
      totalUsers: 42,
      admins: 3,
      clients: 30,
      regularUsers: 8,
      totalFranchises: 4,
      activeFranchises: 3,
      totalLeads: 12,
      pendingLeads: 2,
      totalBalance: 9876.5,
      recentTransactions: 25,
    },
    recentTransactions: makeFranchiseDashboard().recentTransactions,
    topFranchises: [
      { id: 1, name: 'Tenho Centro', city: 'São Paulo', state: 'SP', clientCount: 18 },
      { id: 2, name: 'Tenho Zona Sul', city: 'Rio de Janeiro', state: 'RJ', clientCount: 1 },
    ],
    recentLeads: [
      {
        id: 20,
        companyName: 'Borracharia Rápida',
        email: 'contato@borracharia.com.br',
        status: 'PENDING_CONFIRMATION',
        createdAt: '2026-11-22T10:00:00.000Z',
        unitName: 'Tenho Centro',
      },
      {
        id: 21,
        companyName: 'Padaria Pão Dourado',
        email: 'contato@padaria.com.br',
        status: 'CONFIRMED',
        createdAt: '2026-11-18T10:00:00.000Z',
        unitName: 'Tenho Zona Sul',
      },
    ],
    ...overrides,
  };
}
