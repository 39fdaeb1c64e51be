import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneMailOutbox } from './mailer.ts';

const HOUR = 60 * 60_000;
let directory: string | null = null;

afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
  directory = null;
});

describe('pruneMailOutbox (the .eml outbox holds live links)', () => {
  it('deletes the e-mails older than the longest link lifetime and keeps the newer ones', async () => {
    directory = await mkdtemp(join(tmpdir(), 'tenho-outbox-'));
    const now = Date.now();
    const write = async (name: string, ageMs: number) => {
      const file = join(directory!, name);
      await writeFile(file, 'Subject: link\r\n\r\nhttps://x/redefinir-senha?token=abc');
      const at = new Date(now - ageMs);
      await utimes(file, at, at);
    };
    await write('old.eml', 2 * HOUR);
    await write('fresh.eml', 10 * 60_000);
    await write('notes.txt', 5 * HOUR);

    expect(await pruneMailOutbox(directory, HOUR, now)).toBe(1);
    expect((await readdir(directory)).sort()).toEqual(['fresh.eml', 'notes.txt']);
  });

  it('a directory that does not exist (nothing sent yet) is no error', async () => {
    expect(await pruneMailOutbox(join(tmpdir(), 'tenho-no-such-outbox-x'), HOUR)).toBe(0);
  });
});
