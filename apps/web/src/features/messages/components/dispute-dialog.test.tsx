import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISPUTES_MSG } from '@tenho/domain/disputes/disputes.schemas';
import type { OwnOffer } from '@tenho/domain/messages/messages.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { DisputeDialog } from './dispute-dialog';

const OFFER: OwnOffer = {
  id: 71,
  status: 'ACCEPTED',
  offered_at: '2026-11-20T12:00:00.000Z',
  expires_at: '2026-11-21T12:00:00.000Z',
  responded_at: '2026-11-20T12:05:00.000Z',
  response_text: 'TENHO',
  charged: 0.3,
  contacts_exchanged: true,
};

describe('DisputeDialog', () => {
  it('asks for a reason, requires a note for Outro motivo, then sends the dispute', async () => {
    signInAs({ role: 'CLIENT', permissions: ['message.access', 'message.edit'] });
    const calls = mockFetch(() => ({
      status: 201,
      body: {
        id: 5,
        offer_id: 71,
        status: 'OPEN',
        reason: 'other',
        note: 'Trote',
        amount: 0.3,
        created_at: '2026-11-21T12:00:00.000Z',
        automatic: false,
        decision_note: null,
        resolved_at: null,
        refund_transaction_id: null,
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(
      <DisputeDialog offer={OFFER} request="Preciso de pneu aro 15" onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contestar lead' });
    expect(dialog).toHaveTextContent('Você pagou R$ 0,30 por este contato');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    expect(within(dialog).getByText(DISPUTES_MSG.reasonInvalid)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Outro motivo'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    expect(within(dialog).getByText(DISPUTES_MSG.noteRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Descreva o que aconteceu'), 'Trote');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contestação' }));
    expect(await screen.findByText(DISPUTES_MSG.created)).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringContaining('/api/offers/71/dispute'),
        body: { reason: 'other', note: 'Trote' },
      }),
    ]);
  });
});
