import { inject } from 'vitest';

/** One server the journeys run against, with what belongs to it alone. */
export type JourneyTarget = {
  baseUrl: string;
  /** The server's DATA_DIR (a fresh temp dir); e-mails land in `${dataDir}/mail`. */
  dataDir: string;
  /** The fake speech-to-text provider this server transcribes with (GET /requests: what it got). */
  transcribeUrl: string;
};

/**
 * The server of this worker: the global setup starts one per worker (E2E_SERVERS), each on its own
 * embedded database, so two journey files running at once never see each other's data.
 */
export function journeyTarget(): JourneyTarget {
  const targets = inject('targets');
  return targets[(workerNumber() - 1) % targets.length]!;
}

/** This journey worker's number, from 1 (Vitest's VITEST_POOL_ID). */
function workerNumber(): number {
  return Math.max(Number(process.env.VITEST_POOL_ID ?? 1), 1);
}

/**
 * A port for a server a journey starts itself (its own app with the PSP sandbox, a PSP): E2E_PORT +
 * 10 × worker + `offset` (offset 1–9), so journeys of two workers never ask for the same port and
 * none takes a shared server's (E2E_PORT + 0, + 1, …).
 */
export function ownPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3321) + 10 * workerNumber() + offset;
}
