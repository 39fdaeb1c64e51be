import type { TestProject } from 'vitest/node';
import { e2eServerCount } from './server-count.ts';
import { startFakeTranscriber, type FakeTranscriber } from './fake-transcriber.ts';
import { createDataTemplate, DATA_TEMPLATE_ENV, startServer, type E2eServer } from './server.ts';
import { resolveChromiumPath } from './chromium-path.ts';
import type { JourneyTarget } from './target.ts';

/**
 * One server per journey worker (E2E_SERVERS, default 2), each on a fresh embedded database with
 * its own fake speech-to-text provider (issue 30): the files of one worker run one after the other
 * against its server; the workers never share data.
 */
export default async function setup(project: TestProject) {
  const basePort = Number(process.env.E2E_PORT ?? 3321);
  // Unpacked here, once, before any worker starts: two workers unpacking it at once on a fresh machine
  // made one of them launch a file the other was still writing (spawn ETXTBSY).
  await resolveChromiumPath();
  // One database migrated and seeded once: every server of the run (these, and a journey's own) starts
  // on a copy of it. Workers inherit the variable: they start after the global setup.
  const template = await createDataTemplate(basePort);
  process.env[DATA_TEMPLATE_ENV] = template.dir;
  const started: { server?: E2eServer; transcriber?: FakeTranscriber }[] = [];
  const stopAll = async () => {
    await Promise.all(
      started.map(async ({ server, transcriber }) => {
        await server?.stop();
        await transcriber?.stop();
      }),
    );
  };
  try {
    const targets = await Promise.all(
      Array.from({ length: e2eServerCount() }, async (_, index): Promise<JourneyTarget> => {
        const entry: (typeof started)[number] = {};
        started.push(entry);
        entry.transcriber = await startFakeTranscriber();
        entry.server = await startServer(basePort + index, {
          TRANSCRIBE_URL: entry.transcriber.url,
          TRANSCRIBE_MODEL: 'whisper-e2e',
        });
        return {
          baseUrl: entry.server.baseUrl,
          // The server writes e-mails as .eml files under DATA_DIR/mail (no SMTP_URL): journeys read them.
          dataDir: entry.server.dataDir,
          transcribeUrl: entry.transcriber.url,
        };
      }),
    );
    project.provide('targets', targets);
  } catch (error) {
    await stopAll();
    template.remove();
    throw error;
  }
  return async () => {
    await stopAll();
    template.remove();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker; a journey file finds its own with `journeyTarget()`. */
    targets: JourneyTarget[];
  }
}
