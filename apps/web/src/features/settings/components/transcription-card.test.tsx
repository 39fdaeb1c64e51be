import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { TranscriptionCard } from './transcription-card';

describe('TranscriptionCard (issue 30)', () => {
  it('shows the host and model when transcription is on', async () => {
    signInAs({ role: 'MASTER' });
    const calls = mockFetch(() => ({
      body: { enabled: true, host: 'whisper.local:8000', model: 'small', max_seconds: 120 },
    }));
    renderWithProviders(<TranscriptionCard />);
    expect(await screen.findByText('Ligada')).toBeInTheDocument();
    expect(screen.getByText('whisper.local:8000')).toBeInTheDocument();
    expect(screen.getByText('small')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/media/transcription');
  });

  it('says it is off, and shows an error when it cannot be read', async () => {
    signInAs({ role: 'MASTER' });
    mockFetch(() => ({ body: { enabled: false, host: null, model: null, max_seconds: 120 } }));
    const first = renderWithProviders(<TranscriptionCard />);
    expect(await screen.findByText('Desligada')).toBeInTheDocument();
    first.unmount();
    mockFetch(() => ({ status: 500, body: { code: 'x', message: '' } }));
    renderWithProviders(<TranscriptionCard />);
    expect(
      await screen.findByText('Não foi possível ler a configuração da transcrição.'),
    ).toBeInTheDocument();
  });
});
