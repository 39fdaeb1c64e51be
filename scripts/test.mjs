// `npm test`: the unit suites (`npm run test:unit`) and the journeys (`npm run test:e2e`) side by
// side. The journeys spend most of their time waiting on a browser and a server, so on 2 cores they
// overlap well with the unit suites instead of starting after them. Each line is prefixed with its
// suite; the exit code is non-zero when either suite fails. TEST_SERIAL=1 runs them one after the other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const suites = [
  { name: 'unit', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
];

function run({ name, script }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      const target = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
  });
}

const results = [];
if (process.env.TEST_SERIAL === '1') {
  for (const suite of suites) results.push(await run(suite));
} else {
  results.push(...(await Promise.all(suites.map(run))));
}

const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of results) console.log(`npm test: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
process.exit(failed.length > 0 ? 1 : 0);
