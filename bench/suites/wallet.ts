// Wallet under load: admin credits hammering one company's wallet (every movement locks the same
// row), then statement reads. Budgets are ratios to GET /api/settings (one small SELECT on the same
// server, measured in the same run), so a busy machine moves both sides; the ledger must also add
// up exactly after the write storm (balance = the sum of its rows, at least one per 2xx).
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import {
  BENCH_MASTER,
  CONNECTIONS,
  DURATION,
  load,
  loginToken,
  startApi,
  stop,
  tempDataDir,
} from '../lib.ts';

const PORT = 3450;
/**
 * Ratios to the one-SELECT baseline. A write is a transaction of ~7 round trips queued on one row
 * lock; a page read is 3–4 queries (owner and balance, page, count) and 50 rows; the statement adds
 * the period totals. PGlite runs every query on the server's own thread, so these are floors that
 * catch a plan gone wrong (a scan growing with the ledger), not targets.
 */
const WRITE_MIN_RATIO = 0.05;
const WALLET_MIN_RATIO = 0.08;
const STATEMENT_MIN_RATIO = 0.06;
const COMPANY_EMAIL = 'contato@autopecaspaulista.demo.tenho.com.br';

type Json = Record<string, unknown>;

export async function run(): Promise<boolean> {
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-wallet-');
  try {
    // NODE_ENV=test: the demo network (its companies) is never seeded in production.
    children.push(await startApi(PORT, data.dir, { SEED_DEMO: '1', NODE_ENV: 'test' }));
    const base = `http://127.0.0.1:${PORT}`;
    const token = await loginToken(base, BENCH_MASTER);
    const auth = { authorization: `Bearer ${token}` };
    const company = await loginToken(base, { email: COMPANY_EMAIL, password: 'Tenho@2026' });
    const me = (await (
      await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${company}` } })
    ).json()) as {
      user: { id: number };
    };
    const clientId = me.user.id;
    /** Balance and number of CREDIT rows of the company's wallet. */
    const ledger = async () => {
      const body = (await (
        await fetch(`${base}/api/wallet/${clientId}?type=CREDIT&pageSize=1`, { headers: auth })
      ).json()) as Json;
      return { balance: body.balance as number, credits: body.total as number };
    };
    const before = await ledger();

    const writes = await autocannon({
      url: `${base}/api/wallet/transaction`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: clientId,
        amount: 0.01,
        description: 'Carga de teste de desempenho',
      }),
    });
    // Requests still in flight when autocannon stops are not counted but do complete: the ledger
    // holds at least the 2xx counted, and its balance is exactly its rows.
    const accepted = writes['2xx'];
    await new Promise((r) => setTimeout(r, 2000));
    const after = await ledger();
    const added = after.credits - before.credits;
    const expected = Math.round(before.balance * 100 + added) / 100;
    const consistent =
      writes.non2xx === 0 &&
      writes.errors === 0 &&
      added >= accepted &&
      Math.abs(after.balance - expected) < 0.001;

    await load(`${base}/api/settings`, auth); // warm-up
    const baseline = await load(`${base}/api/settings`, auth);
    const wallet = await load(`${base}/api/wallet/${clientId}?pageSize=50`, auth);
    const statement = await load(`${base}/api/wallet/statement?type=CREDIT`, auth);
    const ratio = (rps: number) => rps / baseline.rps;
    const pct = (rps: number) => `${(ratio(rps) * 100).toFixed(0)} %`;

    console.log(
      `GET /api/settings (baseline) : ${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms)`,
    );
    console.log(
      `POST /api/wallet/transaction : ${writes.requests.average.toFixed(0)} req/s (p99 ${writes.latency.p99} ms) = ${pct(writes.requests.average)} of baseline — budget ≥ ${WRITE_MIN_RATIO * 100} %`,
    );
    console.log(
      `ledger after the storm       : ${added} credit rows (${accepted} counted 2xx), balance ${before.balance} → ${after.balance} (rows say ${expected}), ${writes.non2xx} non-2xx — must add up`,
    );
    console.log(
      `GET /api/wallet/{id}         : ${wallet.rps.toFixed(0)} req/s (p50 ${wallet.p50} ms, p99 ${wallet.p99} ms) = ${pct(wallet.rps)} — budget ≥ ${WALLET_MIN_RATIO * 100} %`,
    );
    console.log(
      `GET /api/wallet/statement    : ${statement.rps.toFixed(0)} req/s (p50 ${statement.p50} ms, p99 ${statement.p99} ms) = ${pct(statement.rps)} — budget ≥ ${STATEMENT_MIN_RATIO * 100} %`,
    );
    return (
      consistent &&
      ratio(writes.requests.average) >= WRITE_MIN_RATIO &&
      ratio(wallet.rps) >= WALLET_MIN_RATIO &&
      ratio(statement.rps) >= STATEMENT_MIN_RATIO
    );
  } finally {
    stop(children);
    data.remove();
  }
}
