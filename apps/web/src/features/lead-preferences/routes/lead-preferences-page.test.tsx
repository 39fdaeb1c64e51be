import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { makePreferences } from '../test/fixtures';
import { LeadPreferencesPage } from './lead-preferences-page';
import { slack } from '@/test/timeouts';

const URL = '/api/users/42/lead-preferences';

type Server = {
  current: LeadPreferences;
  onPut?: (call: FetchCall) => { status: number; body: unknown } | null;
};

function setup(initial: Partial<LeadPreferences> = {}) {
  signInAs({ id: 42, role: 'CLIENT' });
  const server: Server = { current: makePreferences(initial) };
  const calls = mockFetch((call) => {
    if (call.url !== URL) return { status: 404, body: {} };
    if (call.method === 'PUT') {
      const forced = server.onPut?.(call);
      if (forced) return forced;
      const update = call.body as Record<string, unknown>;
      const next = { ...server.current, ...update, version: (server.current.version ?? 0) + 1 };
      if (update.paused_until === 'indefinite') next.paused_until = '9999-12-31T23:59:59.000Z';
      if ('paused_until' in update) next.auto_paused = false;
      server.current = makePreferences(next as Partial<LeadPreferences>);
      return { body: server.current };
    }
    return { body: server.current };
  });
  renderWithProviders(<LeadPreferencesPage companyId={42} />);
  return { calls, server, user: userEvent.setup() };
}

const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');
const section = (name: string) => screen.findByRole('region', { name });

describe('the edit screen of how a company receives leads', () => {
  it('saves a monthly cap in R$ with the version read (If-Match), and refuses less than R$ 1,00', async () => {
    const { calls, user } = setup();
    const cap = await section('Limite de gastos');
    await user.click(within(cap).getByRole('radio', { name: 'Por mês' }));
    const amount = within(cap).getByLabelText('Valor por mês');
    await user.type(amount, '0,50');
    await user.click(within(cap).getByRole('button', { name: 'Salvar limite' }));
    expect(await within(cap).findByText('O limite mínimo é R$ 1,00')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1.500,00');
    await user.click(within(cap).getByRole('button', { name: 'Salvar limite' }));
    expect(await within(cap).findByText('Limite de gastos salvo.')).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put?.body).toEqual({ spend_cap: { period: 'month', amount: 1500 } });
    expect(put?.headers['If-Match']).toBe('W/"3"');
    expect(put?.headers['Idempotency-Key']).toBeTruthy();
  });

  it(
    'saves business hours per weekday, one running past midnight, with the schema messages for a bad time',
    async () => {
      const { calls, user } = setup();
      const hours = await section('Horário de atendimento');
      await user.click(within(hours).getByRole('radio', { name: 'Horário definido' }));
      expect(
        within(hours).getByText(/fechamento igual ou anterior à abertura vai até o dia seguinte/),
      ).toBeInTheDocument();

      const mondayClose = within(hours).getByRole('textbox', { name: 'Segunda: fecha às' });
      await user.clear(mondayClose);
      await user.type(mondayClose, '0200');
      const mondayOpen = within(hours).getByRole('textbox', { name: 'Segunda: abre às' });
      await user.clear(mondayOpen);
      await user.type(mondayOpen, '1800');
      expect(within(hours).getByText('até o dia seguinte')).toBeInTheDocument();

      const fridayOpen = within(hours).getByRole('textbox', { name: 'Sexta: abre às' });
      await user.clear(fridayOpen);
      await user.type(fridayOpen, '25');
      await user.click(within(hours).getByRole('button', { name: 'Salvar horário' }));
      expect(await within(hours).findByText('Use o formato HH:MM (00:00 a 23:59)')).toBeInTheDocument();
      expect(fridayOpen).toHaveFocus();
      expect(puts(calls)).toHaveLength(0);

      await user.clear(fridayOpen);
      await user.type(fridayOpen, '0900');
      // Saturday closed, a second interval on Tuesday.
      await user.click(within(hours).getByRole('switch', { name: 'Sábado: aberto' }));
      await user.click(within(hours).getByRole('button', { name: 'Adicionar um segundo horário a terça' }));
      await user.type(within(hours).getByRole('textbox', { name: 'Terça: abre às (2º horário)' }), '1900');
      await user.type(within(hours).getByRole('textbox', { name: 'Terça: fecha às (2º horário)' }), '2200');
      await user.click(within(hours).getByRole('button', { name: 'Salvar horário' }));
      expect(await within(hours).findByText('Horário de atendimento salvo.')).toBeInTheDocument();
      expect(puts(calls)[0]?.body).toEqual({
        business_hours: [
          { weekday: 1, open: '18:00', close: '02:00' },
          { weekday: 2, open: '08:00', close: '18:00' },
          { weekday: 2, open: '19:00', close: '22:00' },
          { weekday: 3, open: '08:00', close: '18:00' },
          { weekday: 4, open: '08:00', close: '18:00' },
          { weekday: 5, open: '09:00', close: '18:00' },
        ],
      });
    },
    slack(20_000),
  );

  it('pauses until resumed and resumes with Retomar', async () => {
    const { calls, user } = setup();
    const pause = await section('Pausar pedidos');
    await user.click(within(pause).getByRole('radio', { name: 'Até eu retomar' }));
    await user.click(within(pause).getByRole('button', { name: 'Pausar pedidos' }));
    expect(await within(pause).findByText('Pausado até você retomar')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toEqual({ paused_until: 'indefinite' });

    await user.click(within(pause).getByRole('button', { name: 'Retomar' }));
    expect(await within(pause).findByText(/Pedidos retomados/)).toBeInTheDocument();
    expect(puts(calls)[1]?.body).toEqual({ paused_until: null });
    expect(puts(calls)[1]?.headers['If-Match']).toBe('W/"4"');
  });

  it('pauses until a date and time in Brasília, refusing one in the past', async () => {
    const { calls, user } = setup();
    const pause = await section('Pausar pedidos');
    const date = within(pause).getByLabelText('Data');
    await user.type(date, '01/01/2020');
    await user.click(within(pause).getByRole('button', { name: 'Pausar pedidos' }));
    expect(await within(pause).findByText('Escolha uma data e hora no futuro')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '15/03/2099');
    const time = within(pause).getByLabelText('Hora');
    await user.clear(time);
    await user.type(time, '1830');
    await user.click(within(pause).getByRole('button', { name: 'Pausar pedidos' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ paused_until: '2099-03-15T18:30:00-03:00' });
  });

  it(
    'keeps what was typed in one section while another is saved, and reports a conflict without losing it',
    async () => {
      const { calls, server, user } = setup();
      const cap = await section('Limite de gastos');
      await user.click(within(cap).getByRole('radio', { name: 'Por semana' }));
      await user.type(within(cap).getByLabelText('Valor por semana'), '80');

      const pause = await section('Pausar pedidos');
      await user.click(within(pause).getByRole('radio', { name: 'Até eu retomar' }));
      await user.click(within(pause).getByRole('button', { name: 'Pausar pedidos' }));
      expect(await within(pause).findByText('Pausado até você retomar')).toBeInTheDocument();
      expect(within(cap).getByLabelText('Valor por semana')).toHaveValue('80,00');
      expect(within(cap).getByText('Alterações não salvas')).toBeInTheDocument();

      // Someone else saves in between: the cap's save answers 409 and the typed value stays.
      server.current = makePreferences({ ...server.current, version: 9 });
      server.onPut = (call) =>
        call.headers['If-Match'] === 'W/"9"'
          ? null
          : { status: 409, body: { code: 'record.version_conflict', message: 'Alterado por outra pessoa.' } };
      await user.click(within(cap).getByRole('button', { name: 'Salvar limite' }));
      expect(await within(cap).findByText('Alterado por outra pessoa.')).toBeInTheDocument();
      expect(within(cap).getByLabelText('Valor por semana')).toHaveValue('80,00');

      await user.click(within(cap).getByRole('button', { name: 'Recarregar' }));
      await waitFor(() =>
        expect(within(cap).queryByText('Alterado por outra pessoa.')).not.toBeInTheDocument(),
      );
      expect(within(cap).getByRole('radio', { name: 'Sem limite' })).toBeChecked();
      await user.click(within(cap).getByRole('radio', { name: 'Por semana' }));
      await user.type(within(cap).getByLabelText('Valor por semana'), '80');
      await user.click(within(cap).getByRole('button', { name: 'Salvar limite' }));
      expect(await within(cap).findByText('Limite de gastos salvo.')).toBeInTheDocument();
      expect(puts(calls).at(-1)?.headers['If-Match']).toBe('W/"9"');
    },
    slack(15_000),
  );

  it('shows an error with a retry when the preferences do not load', async () => {
    signInAs({ id: 42, role: 'CLIENT' });
    mockFetch(() => ({
      status: 404,
      body: { code: 'lead_preferences.not_found', message: 'Empresa não encontrada' },
    }));
    renderWithProviders(<LeadPreferencesPage companyId={42} />);
    expect(await screen.findByText('Empresa não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
