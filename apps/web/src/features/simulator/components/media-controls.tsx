import { useEffect, useId, useRef, useState } from 'react';
import { Camera, FileAudio, Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type MediaControlsProps = {
  /** Uploads a voice note (recorded or chosen) or a photo; the caption is the message box's text. */
  onSend: (file: Blob, fileName: string, kind: 'audio' | 'image') => void;
  busy: boolean;
  disabled?: boolean;
};

/** The recorder's container, by what the browser makes (Chromium: WebM/Opus; Safari: MP4). */
function extensionOf(mime: string): string {
  if (mime.includes('mp4')) return 'm4a';
  if (mime.includes('ogg')) return 'ogg';
  return 'webm';
}

const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Issue 30: the consumer records a voice note (microphone, MediaRecorder) or, where no microphone
 * is allowed or available, picks an audio file; or sends a photo (with the typed text as caption).
 */
export function MediaControls({ onSend, busy, disabled = false }: MediaControlsProps) {
  const audioInputId = useId();
  const photoInputId = useId();
  const [recording, setRecording] = useState(false);
  const [micProblem, setMicProblem] = useState<string | null>(canRecord() ? null : 'unsupported');
  const recorder = useRef<MediaRecorder | null>(null);
  const audioInput = useRef<HTMLInputElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  async function startRecording() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setMicProblem('denied');
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const type = media.mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size > 0) onSend(blob, `gravacao.${extensionOf(type)}`, 'audio');
    };
    recorder.current = media;
    media.start();
    setRecording(true);
  }

  function stopRecording() {
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  }

  const pick = (kind: 'audio' | 'image') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onSend(file, file.name, kind);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {micProblem === null ? (
        recording ? (
          <Button type="button" size="sm" variant="danger" onClick={stopRecording}>
            <Square className="size-4" aria-hidden="true" />
            Parar e enviar áudio
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => void startRecording()}
            disabled={disabled || busy}
          >
            <Mic className="size-4" aria-hidden="true" />
            Gravar áudio
          </Button>
        )
      ) : (
        <>
          <input
            ref={audioInput}
            id={audioInputId}
            type="file"
            accept="audio/*"
            className="sr-only"
            onChange={pick('audio')}
            aria-label="Arquivo de áudio do cliente"
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => audioInput.current?.click()}
            disabled={disabled || busy}
          >
            <FileAudio className="size-4" aria-hidden="true" />
            Enviar arquivo de áudio
          </Button>
        </>
      )}
      <input
        ref={photoInput}
        id={photoInputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={pick('image')}
        aria-label="Foto do cliente"
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => photoInput.current?.click()}
        disabled={disabled || busy || recording}
      >
        <Camera className="size-4" aria-hidden="true" />
        Enviar foto
      </Button>
      {recording ? (
        <span role="status" className="text-xs font-medium text-red-700">
          Gravando…
        </span>
      ) : micProblem === 'denied' ? (
        <span role="status" className="text-xs text-slate-600">
          Microfone indisponível: escolha um arquivo de áudio.
        </span>
      ) : null}
    </div>
  );
}
