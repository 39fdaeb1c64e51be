import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("'Testar' sends the clip and shows the text; a failure shows the server's pt-BR message", async () => {
    signInAs({ role: 'MASTER' });
    let answer: { status?: number; body: unknown } = {
      body: { text: 'Alguém tem pneu aro 15?', elapsed_ms: 1234 },
    };
    const calls = mockFetch((request) =>
      request.url.endsWith('/test')
        ? answer
        : { body: { enabled: true, host: 'whisper.local:8000', model: 'small', max_seconds: 120 } },
    );
    renderWithProviders(<TranscriptionCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Testar' }));
    expect(await screen.findByText('Alguém tem pneu aro 15?')).toBeInTheDocument();
    expect(screen.getByText('Texto reconhecido em 1,2 s')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/media/transcription/test')!;
    expect(sent.method).toBe('POST');

    answer = {
      status: 422,
      body: { code: 'media.provider_unauthorized', message: 'O provedor recusou a chave de acesso.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O provedor recusou a chave de acesso.');
  });
});
