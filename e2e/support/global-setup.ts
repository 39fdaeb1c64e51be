import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** One server for every journey file (they run one at a time against it). */
export default async function setup(project: TestProject) {
  const server = await startServer(Number(process.env.E2E_PORT ?? 3321));
  project.provide('baseUrl', server.baseUrl);
  // The server writes e-mails as .eml files under DATA_DIR/mail (no SMTP_URL): journeys read them.
  project.provide('dataDir', server.dataDir);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (a fresh temp dir); e-mails land in `${dataDir}/mail`. */
    dataDir: string;
  }
}
