// An authenticated GET /api/auth/me against a bare Fastify route measured in the same run.
import type { ChildProcess } from 'node:child_process';
import { BENCH_MASTER, load, loginToken, start, startApi, stop, tempDataDir } from '../lib.ts';

const BUDGET_RATIO = 0.5;

export async function run(): Promise<boolean> {
  const children: ChildProcess[] = [];
  const data = tempDataDir('tenho-bench-me-');
  try {
    const apiPort = 3401;
    const barePort = 3402;
    children.push(await startApi(apiPort, data.dir));
    children.push(await start(['bench/bare-server.ts'], { PORT: String(barePort) }, /ready/));
    const token = await loginToken(`http://127.0.0.1:${apiPort}`, BENCH_MASTER);

    await load(`http://127.0.0.1:${barePort}/bare`); // warm-up
    const bare = await load(`http://127.0.0.1:${barePort}/bare`);
    const me = await load(`http://127.0.0.1:${apiPort}/api/auth/me`, { authorization: `Bearer ${token}` });
    const ratio = me.rps / bare.rps;
    console.log(`bare Fastify route : ${bare.rps.toFixed(0)} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms)`);
    console.log(`GET /api/auth/me   : ${me.rps.toFixed(0)} req/s (p50 ${me.p50} ms, p99 ${me.p99} ms)`);
    console.log(`ratio me/bare      : ${(ratio * 100).toFixed(1)} % — budget ≥ ${BUDGET_RATIO * 100} %`);
    return ratio >= BUDGET_RATIO;
  } finally {
    stop(children);
    data.remove();
  }
}
