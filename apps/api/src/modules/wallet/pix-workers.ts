import { QUEUES, type JobQueue } from '../../jobs/job-queue.ts';
import type { PixTopUpsService } from './pix-top-ups.service.ts';

/**
 * Reconciliation of automatic top-ups (issue 23, point 4): every `seconds`, each worker process
 * offers one 'pix-reconcile' job with a singleton key and window, so pg-boss keeps one per window
 * across every process and one worker runs it. The job settles stored webhook notices and reads
 * every pending charge back from its PSP. Returns a stop function.
 */
export async function startPixReconciliation(
  jobs: JobQueue,
  topUps: PixTopUpsService,
  seconds: number,
  log: { warn: (obj: object, msg: string) => void },
): Promise<() => void> {
  await jobs.boss.work(QUEUES.pixReconcile, { pollingIntervalSeconds: Math.min(5, seconds) }, async () => {
    await topUps.reconcile();
  });
  const offer = () =>
    jobs.boss
      .send(QUEUES.pixReconcile, {}, { singletonKey: 'pix-reconcile', singletonSeconds: seconds })
      .catch((error: unknown) => log.warn({ err: error }, 'pix reconciliation not scheduled'));
  void offer();
  const timer = setInterval(() => void offer(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
