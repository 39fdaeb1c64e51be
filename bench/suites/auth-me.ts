// An authenticated GET /api/auth/me against a bare Fastify route measured in the same run: the budget
// compares with a bare answer of the same size (MASTER's answer carries ~110 permission names, 2 KB);
// the ratio to the tiny constant is printed too.
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
    const token = await loginToken(`http://127.0.0.1:${apiPort}`, BENCH_MASTER);
    const meUrl = `http://127.0.0.1:${apiPort}/api/auth/me`;
    const auth = { authorization: `Bearer ${token}` };
    const meBytes = Buffer.byteLength(await (await fetch(meUrl, { headers: auth })).text());
    children.push(
      await start(['bench/bare-server.ts'], { PORT: String(barePort), BARE_BODY_BYTES: String(meBytes) }, /ready/),
    );
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const sizedUrl = `http://127.0.0.1:${barePort}/bare-sized`;

    // Every server warmed up the same way (JIT, caches) before the measured runs.
    await load(bareUrl);
    await load(sizedUrl);
    await load(meUrl, auth);
    const bare = await load(bareUrl);
    const sized = await load(sizedUrl);
    const me = await load(meUrl, auth);
    const ratio = me.rps / sized.rps;
    console.log(`bare Fastify route : ${bare.rps.toFixed(0)} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms)`);
    console.log(`bare, ${meBytes} bytes  : ${sized.rps.toFixed(0)} req/s (p50 ${sized.p50} ms, p99 ${sized.p99} ms)`);
    console.log(`GET /api/auth/me   : ${me.rps.toFixed(0)} req/s (p50 ${me.p50} ms, p99 ${me.p99} ms)`);
    console.log(`ratio me/bare      : ${((me.rps / bare.rps) * 100).toFixed(1)} % (information)`);
    console.log(`ratio me/same size : ${(ratio * 100).toFixed(1)} % — budget ≥ ${BUDGET_RATIO * 100} %`);
    return ratio >= BUDGET_RATIO;
  } finally {
    stop(children);
    data.remove();
  }
}
