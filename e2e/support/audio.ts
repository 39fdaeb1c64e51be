/**
 * A WAV clip made here, sample by sample (issue 30): what Chromium's fake microphone records in the
 * voice-note journey (`--use-file-for-fake-audio-capture`). A tone with a slow warble, 16 kHz mono.
 */
export function toneWav(seconds = 2, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const frequency = 220 + 80 * Math.sin(2 * Math.PI * 3 * t);
    data.writeInt16LE(Math.round(12_000 * Math.sin(2 * Math.PI * frequency * t)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
