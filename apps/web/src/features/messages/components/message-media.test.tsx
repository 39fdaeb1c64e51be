import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { MessageMedia, MessageTypeBadge } from './message-media';

describe('message media (issue 30)', () => {
  it('names the type of a transcribed audio and of a photo, and nothing for a text', () => {
    const { rerender, container } = render(
      <MessageTypeBadge message={{ type: 'audio', transcript: 'oi' }} />,
    );
    expect(screen.getByText('Áudio transcrito')).toBeInTheDocument();
    rerender(<MessageTypeBadge message={{ type: 'image', transcript: null }} />);
    expect(screen.getByText('Foto')).toBeInTheDocument();
    rerender(<MessageTypeBadge message={{ type: 'text', transcript: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('fetches the audio with the session and plays it from an object URL', async () => {
    signInAs({ role: 'ADMIN' }, 'token-x');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:audio-1', revokeObjectURL: () => {} }),
    );
    const calls = mockFetch(() => ({ body: 'bytes' }));
    renderWithProviders(
      <MessageMedia
        message={{
          id: 7,
          type: 'audio',
          media: { kind: 'audio', mime_type: 'audio/ogg', size: 5, url: '/api/webhooks/messages/7/media' },
        }}
      />,
    );
    const player = await screen.findByLabelText('Áudio enviado pelo cliente');
    expect(player.getAttribute('src')).toBe('blob:audio-1');
    expect(calls[0]!.url).toBe('/api/webhooks/messages/7/media');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-x');
  });

  it('shows a photo as a thumbnail that opens the whole photo, fetched with the session', async () => {
    signInAs({ role: 'MASTER' }, 'token-y');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: () => {} }),
    );
    const calls = mockFetch(() => ({ body: 'bytes' }));
    renderWithProviders(
      <MessageMedia
        message={{
          id: 9,
          type: 'image',
          media: { kind: 'image', mime_type: 'image/jpeg', size: 5, url: '/api/webhooks/messages/9/media' },
        }}
      />,
    );
    const thumbnail = await screen.findByRole('button', { name: 'Ver a foto enviada pelo cliente' });
    expect(screen.getByAltText('Miniatura da foto enviada pelo cliente').getAttribute('src')).toBe(
      'blob:photo-1',
    );
    expect(calls[0]!.url).toBe('/api/webhooks/messages/9/media');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-y');
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Foto enviada pelo cliente' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('blob:photo-1');
  });

  it('shows an error when the media cannot be loaded', async () => {
    signInAs({ role: 'ADMIN' });
    mockFetch(() => ({
      status: 404,
      body: { code: 'messages.not_found', message: 'Pedido não encontrado.' },
    }));
    renderWithProviders(
      <MessageMedia
        message={{
          id: 8,
          type: 'audio',
          media: { kind: 'audio', mime_type: 'audio/ogg', size: 5, url: '/api/webhooks/messages/8/media' },
        }}
      />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
