import type { TestProject } from 'vitest/node';
import { startFakeTranscriber } from './fake-transcriber.ts';
import { startServer } from './server.ts';

/** One server for every journey file (they run one at a time against it). */
export default async function setup(project: TestProject) {
  // Issue 30: voice notes are transcribed by a local fake provider (the same for every journey).
  const transcriber = await startFakeTranscriber();
  const server = await startServer(Number(process.env.E2E_PORT ?? 3321), {
    TRANSCRIBE_URL: transcriber.url,
    TRANSCRIBE_MODEL: 'whisper-e2e',
  }).catch(async (error: unknown) => {
    await transcriber.stop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('transcribeUrl', transcriber.url);
  // The server writes e-mails as .eml files under DATA_DIR/mail (no SMTP_URL): journeys read them.
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    await transcriber.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (a fresh temp dir); e-mails land in `${dataDir}/mail`. */
    dataDir: string;
    /** The fake speech-to-text provider the server transcribes with (GET /requests: what it got). */
    transcribeUrl: string;
  }
}
