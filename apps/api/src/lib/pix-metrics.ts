import { Counter, Histogram } from 'prom-client';

/**
 * Module-level metrics of the API Pix (issue 23), in prom-client's default registry (served at
 * /metrics by the runtime). Operation names are the PSP endpoints we call.
 */
export const pixCalls = new Counter({
  name: 'tenho_pix_calls_total',
  help: 'Calls to PSPs (API Pix) by operation and outcome (ok, rejected, auth, unreachable, timeout, invalid)',
  labelNames: ['operation', 'outcome'] as const,
});

export const pixCallSeconds = new Histogram({
  name: 'tenho_pix_call_seconds',
  help: 'Duration of one PSP call (API Pix), retries included',
  labelNames: ['operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

export const pixSettleSeconds = new Histogram({
  name: 'tenho_pix_settle_seconds',
  help: 'From a PSP charge being created to its top-up being credited',
  labelNames: ['source'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3600],
});

export const pixWebhooks = new Counter({
  name: 'tenho_pix_webhooks_total',
  help: 'Webhook calls received from PSPs by outcome (accepted, unknown_token)',
  labelNames: ['outcome'] as const,
});

export const pixSettlements = new Counter({
  name: 'tenho_pix_settlements_total',
  help: 'Top-ups read back from the PSP by result (credited, already, mismatch, pending, expired, removed, failed)',
  labelNames: ['result', 'source'] as const,
});
