// `npm test`: the unit suites (`npm run test:unit`) and the journeys (`npm run test:e2e`) side by
// side. The journeys spend most of their time waiting on a browser and a server, so on 2 cores they
// overlap well with the unit suites instead of starting after them. Each line is prefixed with its
// suite; the exit code is non-zero when either suite fails. TEST_SERIAL=1 runs them one after the other.
// TEST_UNIT_NICE=n runs the unit suites at that niceness (CI: the journeys, which wait on timers and a
// browser, keep the CPU when they need it; the unit suites take what is left).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const unitNice = Number(process.env.TEST_UNIT_NICE ?? 0);
const suites = [
  { name: 'unit', script: 'test:unit', nice: Number.isInteger(unitNice) ? unitNice : 0 },
  { name: 'e2e', script: 'test:e2e', nice: 0 },
];

function run({ name, script, nice }) {
  return new Promise((resolve) => {
    const command = ['npm', 'run', '--silent', script];
    if (nice > 0) command.unshift('nice', '-n', String(nice));
    const child = spawn(command[0], command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      const target = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
    }
    child.on('close', (code, signal) => {
      const result = { name, code: code ?? (signal ? 1 : 0) };
      // Said as soon as one suite ends (CI starts its PostgreSQL lane when the journeys end).
      console.log(`npm test: ${name} ended (exit ${result.code})`);
      resolve(result);
    });
  });
}

const results = [];
if (process.env.TEST_SERIAL === '1') {
  for (const suite of suites) results.push(await run(suite));
} else {
  results.push(...(await Promise.all(suites.map(run))));
}

const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of results)
  console.log(`npm test: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
process.exit(failed.length > 0 ? 1 : 0);
