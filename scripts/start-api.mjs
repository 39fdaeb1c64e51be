// `npm start -w @tenho/api` / `npm run worker`: with NODE_ENV=production the compiled bundle in
// apps/api/dist (built by `npm run build`), otherwise the TypeScript sources through tsx.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
const api = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api');
const production = process.env.NODE_ENV === 'production';
const compiled = resolve(api, `dist/${entry}.js`);

let command;
let args;
if (production) {
  if (!existsSync(compiled)) {
    console.error(
      `${compiled} is missing: run \`npm run build\` first (NODE_ENV=production runs compiled JavaScript)`,
    );
    process.exit(1);
  }
  command = process.execPath;
  args = ['--enable-source-maps', compiled];
} else {
  command = process.execPath;
  args = ['--import', 'tsx', resolve(api, `src/${entry}.ts`)];
}

// The child gets the signals (graceful shutdown) and its exit code is ours.
const child = spawn(command, args, { stdio: 'inherit', cwd: api });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
