import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MSG,
  franchiseDashboardSchema,
  franchiseDashboardTitle,
  lastMonths,
  masterStatsSchema,
} from './dashboards.schemas.ts';

describe('lastMonths', () => {
  it("gives the seven bars of 'Crescimento de Empresas', oldest first, labelled MM/AA", () => {
    expect(lastMonths(new Date('2024-07-20T15:00:00Z'))).toEqual([
      { month: '2024-01', label: '01/24' },
      { month: '2024-02', label: '02/24' },
      { month: '2024-03', label: '03/24' },
      { month: '2024-04', label: '04/24' },
      { month: '2024-05', label: '05/24' },
      { month: '2024-06', label: '06/24' },
      { month: '2024-07', label: '07/24' },
    ]);
  });

  it('crosses the year and counts months in Brasília time', () => {
    expect(lastMonths(new Date('2025-02-10T12:00:00Z'), 3).map((m) => m.label)).toEqual([
      '12/24',
      '01/25',
      '02/25',
    ]);
    // 02:00 UTC on 1 March is still 28 February in Brasília.
    expect(lastMonths(new Date('2025-03-01T02:00:00Z'), 1)).toEqual([{ month: '2025-02', label: '02/25' }]);
  });
});

describe('dashboard texts and shapes', () => {
  it("titles a unit's dashboard", () => {
    expect(franchiseDashboardTitle('Tenho Centro')).toBe('Dashboard - Tenho Centro');
    expect(DASHBOARD_MSG.masterTitle).toBe('Dashboard Master - Controle Total do Sistema');
  });

  it('describes both answers', () => {
    const movement = {
      id: 1,
      clientId: 2,
      clientName: 'Auto Peças',
      description: 'Crédito',
      type: 'CREDIT',
      amount: 10.5,
      createdAt: '2024-07-01T12:00:00.000Z',
    };
    const unit = {
      franchise: { id: 1, name: 'Tenho Centro', is_active: true },
      stats: { totalClients: 1, totalBalance: 10.5, recentLeads: 0, recentTransactions: 1 },
      clients: [{ id: 2, name: 'Auto Peças', balance: 10.5, rating: { average: 2.5, count: 4 } }],
      recentTransactions: [movement],
      growth: [{ month: '2024-07', label: '07/24', count: 1 }],
      rating: { average: 2.5, count: 4 },
    };
    expect(franchiseDashboardSchema.parse(unit)).toEqual(unit);
    const master = {
      stats: {
        totalUsers: 3,
        admins: 1,
        clients: 1,
        regularUsers: 0,
        totalFranchises: 1,
        activeFranchises: 1,
        totalLeads: 1,
        pendingLeads: 0,
        totalBalance: 10.5,
        recentTransactions: 1,
      },
      recentTransactions: [movement],
      topFranchises: [{ id: 1, name: 'Tenho Centro', city: 'São Paulo', state: 'SP', clientCount: 1 }],
      recentLeads: [
        {
          id: 2,
          companyName: 'Auto Peças',
          email: 'a@b.com',
          status: 'CONFIRMED',
          createdAt: '2024-07-01T12:00:00.000Z',
          unitName: 'Tenho Centro',
        },
      ],
    };
    expect(masterStatsSchema.parse(master)).toEqual(master);
  });
});
