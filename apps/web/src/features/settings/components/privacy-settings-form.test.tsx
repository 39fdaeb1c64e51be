import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SettingsResponse } from '@tenho/domain/settings/settings.schemas';
import { mockFetch, renderWithProviders, signInAs, type FetchCall } from '@/test/render';
import { PrivacySettingsForm } from './privacy-settings-form';
import { slack } from '@/test/timeouts';

const SETTINGS: SettingsResponse & { version: number } = {
  creditValue: 0.3,
  disputeWindowDays: 7,
  consumerDataRetentionDays: 180,
  auditLogRetentionDays: 1825,
  privacyControllerName: 'Tenho',
  privacyContactEmail: '',
  privacyContactPhone: '',
  privacyRetentionLastRunAt: '2026-03-02T06:23:00.000Z',
  version: 4,
};

function setup(settings: SettingsResponse & { version: number } = SETTINGS) {
  signInAs({ role: 'MASTER' });
  const calls = mockFetch((call: FetchCall) =>
    call.method === 'POST'
      ? { body: { ...settings, ...(call.body as object), version: 5 } }
      : { body: settings },
  );
  renderWithProviders(<PrivacySettingsForm settings={settings} />);
  return { user: userEvent.setup(), calls };
}

describe('Configurações > Privacidade', () => {
  it(
    'shows the retention, when the clean-up last ran, and saves with the version read',
    async () => {
      const { user, calls } = setup();
      expect(screen.getByLabelText('Guardar dados de consumidores por (dias)')).toHaveValue(180);
      expect(screen.getByText('02/03/2026 03:23')).toBeInTheDocument();

      const days = screen.getByLabelText('Guardar dados de consumidores por (dias)');
      await user.clear(days);
      await user.type(days, '20');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(
        await screen.findByText('Informe a guarda de dados de consumidores em dias inteiros, de 30 a 3650'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.clear(days);
      await user.type(days, '90');
      await user.type(screen.getByLabelText('Encarregado: WhatsApp'), '21998765432');
      expect(screen.getByLabelText('Encarregado: WhatsApp')).toHaveValue('(21) 99876-5432');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Configurações de Privacidade salvas com sucesso!')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.headers['If-Match']).toBe('W/"4"');
      expect(post.body).toMatchObject({ consumerDataRetentionDays: 90, privacyContactPhone: '21998765432' });
    },
    slack(20_000),
  );

  it('says the clean-up has not run yet', async () => {
    setup({ ...SETTINGS, privacyRetentionLastRunAt: null });
    await waitFor(() =>
      expect(screen.getByText('Ainda não executada (roda todo dia de madrugada)')).toBeInTheDocument(),
    );
  });
});
