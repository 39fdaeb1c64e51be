import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { nextBuildDir, publishBuild } from '../../../scripts/publish-build.mjs';
import { createTestApp } from './app.ts';

const publish = publishBuild as (webDir: string, buildDir: string, keep?: number) => Promise<void>;
const nextDir = nextBuildDir as (webDir: string, now?: number) => string;

/** A web build as vite writes it: index.html naming its hashed script. */
async function fakeBuild(dir: string, hash: string) {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><title>Tenho</title></head><body><script type="module" src="/assets/app-${hash}.js"></script></body></html>`,
  );
  await writeFile(join(dir, 'assets', `app-${hash}.js`), `console.log('${hash}')`);
}

describe('npm start never breaks a running server (issue 29)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('publishes each build by switching the dist symlink; a server started before keeps serving its own pages', async () => {
    const web = await mkdtemp(join(tmpdir(), 'tenho-web-'));
    dirs.push(web);
    // A checkout built before this change: dist is a real directory.
    await fakeBuild(join(web, 'dist'), 'legacy');
    const first = nextDir(web, 1000);
    await fakeBuild(first, 'aaa111');
    await publish(web, first);
    expect(await readlink(join(web, 'dist'))).toBe(join('.builds', '1000-' + process.pid));

    const running = await createTestApp({ config: { webDist: join(web, 'dist') } });
    try {
      const page = await running.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain('/assets/app-aaa111.js');

      // A second `npm start` from the same checkout builds and publishes while the first serves.
      const second = nextDir(web, 2000);
      await fakeBuild(second, 'bbb222');
      await publish(web, second);
      expect(await readFile(join(web, 'dist', 'index.html'), 'utf8')).toContain('app-bbb222.js');

      // The running server still answers its own index and the script that index names.
      const again = await running.app.inject({ method: 'GET', url: '/painel' });
      expect(again.body).toContain('/assets/app-aaa111.js');
      const script = await running.app.inject({ method: 'GET', url: '/assets/app-aaa111.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain('aaa111');
    } finally {
      await running.close();
    }

    // Old builds are pruned, the newest ones (and the live one) stay.
    for (const stamp of [3000, 4000, 5000]) {
      const dir = nextDir(web, stamp);
      await fakeBuild(dir, `h${stamp}`);
      await publish(web, dir);
    }
    const kept = await readdir(join(web, '.builds'));
    expect(kept).toHaveLength(3);
    expect(kept.map((name) => name.split('-')[0]).sort()).toEqual(['3000', '4000', '5000']);
    expect(await readFile(join(web, 'dist', 'index.html'), 'utf8')).toContain('app-h5000.js');
  });
});
