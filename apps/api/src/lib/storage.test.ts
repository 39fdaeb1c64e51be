import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isStorageKey, StorageNotFoundError, type FileStorage } from './storage.ts';

let base: string;
let root: string;
let stagingDir: string;
let storage: FileStorage;

class TooLarge extends Error {}
const tooLarge = () => new TooLarge('grande demais');

/** Every file under a directory, recursively (names relative to it). */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A stream that yields `chunks` chunks of `size` bytes, never all of them in memory at once. */
function chunked(chunks: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === chunks) return this.push(null);
      sent += 1;
      this.push(Buffer.alloc(size, sent % 256));
    },
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'tenho-storage-test-'));
  root = join(base, 'uploads', 'documents');
  stagingDir = join(base, 'uploads', 'tmp');
  storage = createLocalStorage({ root, stagingDir });
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stages a stream with its size and SHA-256, commits it under a new key and reads it back', async () => {
    const content = 'olá, documento!\n'.repeat(1000);
    const staged = await storage.stage(Readable.from([Buffer.from(content)]), { maxBytes: 1e6, tooLarge });
    expect(staged.size).toBe(Buffer.byteLength(content));
    expect(staged.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect((await staged.read(0, 4)).toString()).toBe('olá');
    expect((await staged.read(staged.size - 2, 100)).toString()).toBe('!\n');

    const key = await staged.commit();
    expect(isStorageKey(key)).toBe(true);
    expect(await storage.exists(key)).toBe(true);
    expect(await filesUnder(stagingDir)).toEqual([]);
    const { stream, size } = await storage.openRead(key);
    expect(size).toBe(staged.size);
    expect(await text(stream)).toBe(content);

    await staged.discard(); // after commit: nothing to do, the object stays
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.remove(key); // twice is fine
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses more than maxBytes and leaves no partial file', async () => {
    const maxBytes = 64 * 1024;
    await expect(storage.stage(chunked(100, 1024), { maxBytes, tooLarge })).rejects.toBeInstanceOf(TooLarge);
    expect(await filesUnder(stagingDir)).toEqual([]);
    // Exactly the limit is fine.
    const staged = await storage.stage(chunked(64, 1024), { maxBytes, tooLarge });
    expect(staged.size).toBe(maxBytes);
    await staged.discard();
    expect(await filesUnder(stagingDir)).toEqual([]);
  });

  it('discards a staged file and cleans up a source that fails half-way', async () => {
    const staged = await storage.stage(Readable.from([Buffer.from('abc')]), { maxBytes: 10, tooLarge });
    await staged.discard();
    await expect(staged.commit()).rejects.toThrow();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('parte'));
        this.destroy(new Error('conexão caiu'));
      },
    });
    await expect(storage.stage(failing, { maxBytes: 1e6, tooLarge })).rejects.toThrow('conexão caiu');
    expect(await filesUnder(stagingDir)).toEqual([]);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('never reaches outside its directory through a key', async () => {
    for (const key of ['../../etc/passwd', '..', '', 'a/b', '00000000-0000-0000-0000-00000000000g']) {
      await expect(storage.openRead(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.exists(key)).toBe(false);
      await storage.remove(key);
    }
    await expect(storage.openRead('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
  });

  it('sweeps staged files left behind by a crash', async () => {
    const staged = await storage.stage(Readable.from([Buffer.from('abandonado')]), {
      maxBytes: 100,
      tooLarge,
    });
    expect(await storage.sweepStaged(60_000)).toBe(0); // too recent
    expect(await storage.sweepStaged(-1)).toBe(1);
    expect(await filesUnder(stagingDir)).toEqual([]);
    await staged.discard();
  });
});
