import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PrivacyPage } from './privacy-page';

describe('/privacidade (issue 31)', () => {
  it('names the controller and the encarregado from the public notice, the retention and the words to send', async () => {
    const calls = mockFetch(() => ({
      body: {
        controllerName: 'Tenho Franquias Ltda',
        contactEmail: 'dpo@tenho.com.br',
        contactPhone: '21998765432',
        consumerDataRetentionDays: 90,
      },
    }));
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByText('Tenho Franquias Ltda')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/privacy/notice');
    expect(screen.getByRole('link', { name: 'dpo@tenho.com.br' })).toHaveAttribute(
      'href',
      'mailto:dpo@tenho.com.br',
    );
    expect(screen.getByRole('link', { name: '(21) 99876-5432' })).toHaveAttribute(
      'href',
      'https://wa.me/5521998765432',
    );
    expect(screen.getByText('90 dias')).toBeInTheDocument();
    expect(screen.getByText('MEUS DADOS')).toBeInTheDocument();
    expect(screen.getByText('APAGAR MEUS DADOS')).toBeInTheDocument();
    expect(screen.getByText(/Art\. 7º, V/)).toBeInTheDocument();
  });

  it('falls back to the general contact e-mail while none is set, and hides an empty WhatsApp', async () => {
    mockFetch(() => ({
      body: { controllerName: 'Tenho', contactEmail: '', contactPhone: '', consumerDataRetentionDays: 180 },
    }));
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('link', { name: 'contato@tenho.com.br' })).toBeInTheDocument();
    expect(screen.queryByText('Encarregado (WhatsApp)')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the notice cannot be read', async () => {
    mockFetch(() => ({
      status: 503,
      body: { code: 'service.unavailable', message: 'Serviço indisponível' },
    }));
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByText('Serviço indisponível', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
