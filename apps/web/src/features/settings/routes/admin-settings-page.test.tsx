import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { AdminSettingsPage } from './admin-settings-page';

describe('Configurações (ADMIN, read-only)', () => {
  it('shows every value as text, with no field and no save button', async () => {
    signInAs({ role: 'ADMIN', unit_id: 1 });
    mockFetch((call) => {
      if (call.url.startsWith('/api/franchise-units?')) return { body: [{ id: 1, name: 'Tenho Centro' }] };
      if (call.url === '/api/settings')
        return { body: { creditValue: 0.5, offerTtlHours: 48, maxCompaniesPerRequest: 1, defaultUnitId: 1 } };
      return { status: 404, body: {} };
    });
    renderWithProviders(<AdminSettingsPage />);
    const value = async (label: string) =>
      (await screen.findByText(label)).parentElement?.querySelector('dd')?.textContent;
    expect(await value('Valor do crédito (R$)')).toBe('R$ 0,50');
    expect(await value('Prazo para a empresa responder (horas)')).toBe('48 horas');
    expect(await value('Empresas consultadas por pedido')).toBe('1 empresa');
    expect(await value('Franquia padrão (mensagens sem franquia identificada)')).toBe('Tenho Centro');
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
    expect(document.querySelector('input, select, textarea')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('says "Erro ao carregar configurações" with a retry', async () => {
    signInAs({ role: 'ADMIN', unit_id: 1 });
    mockFetch((call) =>
      call.url === '/api/settings' ? { status: 500, body: {} } : { body: [{ id: 1, name: 'Tenho Centro' }] },
    );
    renderWithProviders(<AdminSettingsPage />);
    expect(await screen.findByText('Erro ao carregar configurações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
