import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnitClient } from '@tenho/domain/franchise/franchise.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeDetail, makeUnit } from '../test/fixtures';
import { FranchiseClientsDialog } from './franchise-clients-dialog';

const UNIT = makeUnit({ id: 3, name: 'Tenho Norte' });

function company(id: number, name: string, receiving: UnitClient['receiving']): UnitClient {
  return {
    id,
    email: `contato${id}@empresa.com.br`,
    role: 'CLIENT',
    name,
    phone: null,
    is_active: true,
    created_at: '2026-10-01T12:00:00.000Z',
    balance: 10,
    lead_status: null,
    dispute_rate: null,
    disputes_90d: 0,
    charged_leads_90d: 0,
    receiving,
  };
}

describe("'Ver empresas': how each company receives leads (issue 32)", { timeout: 20_000 }, () => {
  it('shows the state badge (green open, amber capped, grey closed), the response time and the link to change it', async () => {
    signInAs({ role: 'MASTER', permissions: [] });
    mockFetch(() => ({
      body: makeDetail({
        ...UNIT,
        client_units: [
          company(40, 'Mercado Norte', {
            state: 'open',
            response: { median_seconds: 90, answered_in_15_min: 1 },
          }),
          company(41, 'Ótica Boa Vista', {
            state: 'capped',
            response: { median_seconds: 4000, answered_in_15_min: 0.25 },
          }),
          company(42, 'Chaveiro Noite', {
            state: 'closed',
            response: { median_seconds: null, answered_in_15_min: null },
          }),
        ],
        clients_count: 3,
      }),
    }));
    renderWithProviders(
      <FranchiseClientsDialog
        unit={UNIT}
        onClose={() => undefined}
        receivingPath={(id) => `/master/usuarios/${id}/recebimento`}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Empresas da franquia' });
    const [open, capped, closed] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(open).getByText('Recebendo')).toHaveClass('bg-emerald-50');
    expect(open).toHaveTextContent('mediana 2 min · 100 % em 15 min');
    expect(within(capped).getByText('Limite atingido')).toHaveClass('bg-amber-50');
    expect(capped).toHaveTextContent('mediana 1 h 7 min · 25 % em 15 min');
    expect(within(closed).getByText('Fechada agora')).toHaveClass('bg-slate-100');
    expect(closed).toHaveTextContent('Sem pedidos em 30 dias');
    expect(
      within(capped).getByRole('link', { name: 'Alterar recebimento de pedidos de Ótica Boa Vista' }),
    ).toHaveAttribute('href', '/master/usuarios/41/recebimento');
  });
});
