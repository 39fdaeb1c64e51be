// `npm run test:e2e` builds the app before the journeys (web + API, as `npm start` serves them).
// CI builds once for every step and sets TENHO_PREBUILT=1: the existing build is used then.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const built = ['apps/web/dist/index.html', 'apps/api/dist/main.js'].every((file) =>
  existsSync(resolve(root, file)),
);

if (process.env.TENHO_PREBUILT === '1' && built) {
  console.log('test:e2e: using the existing build (TENHO_PREBUILT=1)');
  process.exit(0);
}
const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
