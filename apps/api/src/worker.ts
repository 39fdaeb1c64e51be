import { exitOnStartFailure, runProcess } from './runtime.ts';

/**
 * A worker-only process (npm run worker): the WhatsApp outbox and inbound queues and the scheduled
 * jobs (offer expiry, clean-up), no HTTP listener. Pair it with API processes started with WORKERS=0
 * when the request path and the background work should scale apart.
 */
runProcess('worker').catch(exitOnStartFailure);
