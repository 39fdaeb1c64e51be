/**
 * Relatórios → Financeiro speaks to two audiences: the network (MASTER, ADMIN), for whom the
 * lead charges are revenue across many companies, and a company (CLIENT), for whom they are what
 * it spent, on its own wallet. The screen and the CSV take their words from here.
 */
export type FinancialAudience = 'network' | 'company';

export function financialAudience(role: string | null | undefined): FinancialAudience {
  return role === 'CLIENT' ? 'company' : 'network';
}

export const FINANCIAL_WORDS = {
  network: {
    leadMoney: 'Receita de leads',
    leadMoneyShort: 'Receita',
    creditsHint: 'Recargas confirmadas e créditos inseridos',
    leadMoneyHint: 'Cobranças de leads aceitos',
    balances: 'Saldos em carteira',
    balancesHint: 'O que as empresas têm agora nas carteiras.',
    breakdownDescription: 'Créditos, receita e leads',
    emptyBreakdown: 'Os créditos e cobranças das empresas aparecem aqui.',
  },
  company: {
    leadMoney: 'Gasto com leads',
    leadMoneyShort: 'Gasto',
    creditsHint: 'Suas recargas confirmadas e os créditos inseridos pela franquia',
    leadMoneyHint: 'O que você pagou pelos leads aceitos',
    balances: 'Saldo em carteira',
    balancesHint: 'O que a sua empresa tem agora na carteira para novos leads.',
    breakdownDescription: 'Seus créditos, gastos e leads',
    emptyBreakdown: 'Suas recargas e cobranças de leads aparecem aqui.',
  },
} as const satisfies Record<FinancialAudience, Record<string, string>>;
