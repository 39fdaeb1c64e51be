import { ownEntry } from '../shared/own-entry.ts';

/** Issue 30: WhatsApp's message types as the panel and the reports name them. */
export const MESSAGE_TYPE_LABELS: Record<string, string> = {
  text: 'Texto',
  audio: 'Áudio',
  image: 'Foto',
  video: 'Vídeo',
  document: 'Documento',
};

/** The pt-BR name of a message type ('Outro' for the rest: stickers, locations, buttons, …). */
export function messageTypeLabel(type: string): string {
  return ownEntry(MESSAGE_TYPE_LABELS, type) ?? 'Outro';
}
