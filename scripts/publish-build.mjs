// A build served by a running server is never rewritten (issue 29): `npm start` / `npm run build`
// builds the web app into a new directory, apps/web/.builds/<stamp>, then points apps/web/dist at it
// with one rename(2) of a symlink (atomic: a reader sees the old build or the new one, never half of
// each). The static plugin resolves dist to its real directory when the server starts, so a server
// already running keeps serving its own build, which stays on disk (the last KEEP builds are kept).
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

/** Builds kept besides the new one: servers started from them keep their pages. */
export const KEEP = 3;

/** A new, unique directory name under `<web>/.builds` for the next build. */
export function nextBuildDir(webDir, now = Date.now()) {
  return join(webDir, '.builds', `${now}-${process.pid}`);
}

/**
 * Points `<web>/dist` at `buildDir` atomically and removes all but the newest KEEP builds.
 * A `dist` that is a real directory (a build from before this change) is moved into .builds first.
 */
export async function publishBuild(webDir, buildDir, keep = KEEP) {
  const dist = join(webDir, 'dist');
  const builds = join(webDir, '.builds');
  await mkdir(builds, { recursive: true });
  const current = await lstat(dist).catch(() => null);
  if (current && !current.isSymbolicLink()) await rename(dist, join(builds, `0-legacy-${Date.now()}`));
  const link = join(webDir, `.dist-${basename(buildDir)}.tmp`);
  await rm(link, { force: true });
  await symlink(relative(dirname(dist), buildDir), link, 'dir');
  await rename(link, dist);
  await pruneBuilds(webDir, keep);
}

/** Deletes the oldest builds, keeping the newest `keep` and the one dist points at. */
export async function pruneBuilds(webDir, keep = KEEP) {
  const builds = join(webDir, '.builds');
  const live = basename(await readlink(join(webDir, 'dist')).catch(() => ''));
  const names = (await readdir(builds)).sort((a, b) => stampOf(b) - stampOf(a));
  for (const name of names.slice(keep)) {
    if (name !== live) await rm(join(builds, name), { recursive: true, force: true });
  }
}

/** A build's time (a legacy dist moved aside counts as the oldest). */
function stampOf(name) {
  return Number(name.split('-')[0]) || 0;
}
