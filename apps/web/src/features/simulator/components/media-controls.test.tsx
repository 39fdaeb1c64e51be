import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatBubble } from './chat-bubble';
import { MediaControls } from './media-controls';

describe('Simulador media (issue 30)', () => {
  it('offers an audio file picker where the browser cannot record, and sends the chosen file and photo', async () => {
    // jsdom has no MediaRecorder: the microphone is not available.
    const onSend = vi.fn();
    render(<MediaControls onSend={onSend} busy={false} />);
    expect(screen.queryByRole('button', { name: 'Gravar áudio' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar arquivo de áudio' })).toBeInTheDocument();
    const audio = new File(['OggS'], 'nota.ogg', { type: 'audio/ogg' });
    await userEvent.upload(screen.getByLabelText('Arquivo de áudio do cliente'), audio);
    expect(onSend).toHaveBeenLastCalledWith(audio, 'nota.ogg', 'audio');
    const photo = new File(['x'], 'peca.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Foto do cliente'), photo);
    expect(onSend).toHaveBeenLastCalledWith(photo, 'peca.png', 'image');
  });

  it('names a voice note and shows its transcript once it arrives; a photo with its caption', () => {
    const bubble = {
      direction: 'in' as const,
      id: 1,
      at: '2026-11-28T20:00:00.000Z',
      body: '',
      kind: 'audio',
      purpose: null,
      buttons: [],
      status: null,
    };
    const { rerender } = render(<ChatBubble bubble={bubble} />);
    expect(screen.getByText(/aguardando transcrição/)).toBeInTheDocument();
    rerender(<ChatBubble bubble={{ ...bubble, media_status: 'FAILED' }} />);
    expect(screen.getByText(/não foi possível transcrever/)).toBeInTheDocument();
    expect(screen.queryByText(/aguardando transcrição/)).toBeNull();
    rerender(<ChatBubble bubble={{ ...bubble, body: 'Preciso de um guincho' }} />);
    expect(screen.getByText(/transcrição:/)).toBeInTheDocument();
    expect(screen.getByText('Preciso de um guincho')).toBeInTheDocument();
    rerender(<ChatBubble bubble={{ ...bubble, kind: 'image', body: 'Tem esta peça?' }} />);
    expect(screen.getByText('Foto')).toBeInTheDocument();
    expect(screen.getByText('Tem esta peça?')).toBeInTheDocument();
  });
});
