/**
 * What an audio file (or a photo) really is, read from its first bytes (never from the sender's MIME type), and
 * how long it lasts, read from the container where that is cheap (OGG: the last page's granule
 * position at 48 kHz; WAV: the data chunk's size over the byte rate).
 */

export type AudioKind = 'ogg' | 'mp3' | 'm4a' | 'amr' | 'wav' | 'webm';

export const AUDIO_FORMATS: Record<AudioKind, { ext: string; mime: string }> = {
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg' },
  m4a: { ext: 'm4a', mime: 'audio/mp4' },
  amr: { ext: 'amr', mime: 'audio/amr' },
  wav: { ext: 'wav', mime: 'audio/wav' },
  // What a browser's MediaRecorder makes (the Simulador's voice notes in Chromium).
  webm: { ext: 'webm', mime: 'audio/webm' },
};

/** Bytes of the head the sniffer needs. */
export const SNIFF_BYTES = 64;

export function sniffAudio(head: Buffer): AudioKind | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 6) === '#!AMR\n' || ascii(0, 9) === '#!AMR-WB\n') return 'amr';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  // EBML header (Matroska/WebM).
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame: 11 sync bits, a valid version and layer III.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) === 0x02)
    return 'mp3';
  return null;
}

/** Issue 30: photos kept with their message (a caption is the request, the photo its context). */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const IMAGE_FORMATS: Record<ImageKind, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** Opus in OGG always counts granules at 48 kHz. */
const OPUS_RATE = 48_000;

/**
 * Seconds of an OGG file from its tail (the last page holds the final granule position), or of a
 * WAV file from its head; null when the container does not say (other kinds, odd files).
 */
export function durationSeconds(kind: AudioKind, head: Buffer, tail: Buffer, size: number): number | null {
  if (kind === 'ogg') {
    const at = tail.lastIndexOf('OggS', undefined, 'latin1');
    if (at < 0 || at + 14 > tail.length) return null;
    const granule = tail.readBigUInt64LE(at + 6);
    // -1 (all bits set) means "no packet ends on this page".
    if (granule === 0xffffffffffffffffn) return null;
    return Number(granule) / OPUS_RATE;
  }
  if (kind === 'wav') {
    // RIFF chunks after the 12-byte header: find "fmt " for the byte rate, "data" for the size.
    let offset = 12;
    let byteRate = 0;
    while (offset + 8 <= head.length) {
      const id = head.subarray(offset, offset + 4).toString('latin1');
      const length = head.readUInt32LE(offset + 4);
      if (id === 'fmt ' && offset + 20 <= head.length) byteRate = head.readUInt32LE(offset + 16);
      if (id === 'data') {
        if (!byteRate) return null;
        const dataBytes = Math.min(length, size - offset - 8);
        return dataBytes / byteRate;
      }
      offset += 8 + length + (length % 2);
    }
    return null;
  }
  return null;
}
