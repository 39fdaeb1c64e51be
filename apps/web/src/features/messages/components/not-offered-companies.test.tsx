import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotOffered } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { makeDetail, makeMessage } from '../test/fixtures';
import { MessageDetailsDialog } from './message-details-dialog';

const NOT_OFFERED: NotOffered[] = [
  { company_id: 5, name: 'Elétrica Noturna', reason: 'closed' },
  { company_id: 6, name: 'Faísca Serviços', reason: 'paused' },
  { company_id: 7, name: 'Luz & Cia', reason: 'cap_reached' },
  { company_id: 8, name: 'Volts Reparos', reason: 'no_balance' },
];

function open(audience: 'network' | 'company') {
  signInAs({ id: 1, role: audience === 'network' ? 'MASTER' : 'CLIENT' });
  const message = makeMessage({ id: 77 });
  mockFetch((call) =>
    call.url === '/api/webhooks/messages/77'
      ? { body: makeDetail(message, { not_offered: NOT_OFFERED }) }
      : { status: 404, body: {} },
  );
  renderWithProviders(
    <MessageDetailsDialog message={message} audience={audience} onClose={() => {}} recategorize={null} />,
  );
}

describe('Central de Mensagens: why a company of the category was not offered (issue 32)', () => {
  it('lists each company left out with the reason, for the network', async () => {
    open('network');
    const list = await screen.findByRole('list', {
      name: 'Empresas da categoria não consultadas e o motivo',
    });
    expect(screen.getByRole('heading', { name: 'Empresas não consultadas (4)' })).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Elétrica NoturnaMotivo: Fora do horário',
      'Faísca ServiçosMotivo: Pausada',
      'Luz & CiaMotivo: Limite de gastos atingido',
      'Volts ReparosMotivo: Sem saldo',
    ]);
  });

  it('is not shown to a company', async () => {
    open('company');
    // The details have arrived (the category's source comes with them).
    await screen.findByText(/Definida pelo classificador/);
    expect(screen.queryByRole('heading', { name: /Empresas não consultadas/ })).not.toBeInTheDocument();
  });
});
