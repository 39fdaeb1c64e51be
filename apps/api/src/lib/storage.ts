import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live, behind a small interface so a local disk today and an S3-compatible
 * store later are interchangeable. An upload is first *staged* (streamed to a local temporary file
 * while hashed and counted, never held whole in memory), inspected there, and only then committed
 * under its key — or discarded, leaving nothing behind.
 */
export type FileStorage = {
  /**
   * Streams `source` to a temporary file. Rejects with `tooLarge()` as soon as more than
   * `maxBytes` arrive (the partial file is removed first).
   */
  stage: (source: Readable, options: { maxBytes: number; tooLarge: () => Error }) => Promise<StagedFile>;
  /** The stored bytes of a key; rejects with StorageNotFoundError when there is no such object. */
  openRead: (key: string) => Promise<{ stream: Readable; size: number }>;
  /** Removes an object; a missing one is fine. */
  remove: (key: string) => Promise<void>;
  /** Whether an object exists (tests, checks). */
  exists: (key: string) => Promise<boolean>;
  /** Removes staged files left behind by a crash (older than `olderThanMs`). */
  sweepStaged: (olderThanMs: number) => Promise<number>;
};

export type StagedFile = {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  /** Reads up to `length` bytes at `position` of the staged bytes (type detection). */
  read: (position: number, length: number) => Promise<Buffer>;
  /** Stores the bytes under a new key and returns it; the staged file is gone afterwards. */
  commit: () => Promise<string>;
  /** Drops the staged bytes (idempotent; after commit it does nothing). */
  discard: () => Promise<void>;
};

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Keys are random UUIDs: never a path a caller chose, so they cannot escape the directory. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STAGED_SUFFIX = '.part';

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * Files under `root` (e.g. DATA_DIR/uploads/documents), staged under `stagingDir` (same file
 * system, so a commit is an atomic rename).
 */
export function createLocalStorage({ root, stagingDir }: { root: string; stagingDir: string }): FileStorage {
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new StorageNotFoundError(key);
    // Two levels of fan-out keep directories small: ab/<uuid>.
    return join(root, key.slice(0, 2), key);
  };

  async function stage(
    source: Readable,
    { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => Error },
  ): Promise<StagedFile> {
    await mkdir(stagingDir, { recursive: true });
    const stagedPath = join(stagingDir, `${randomUUID()}${STAGED_SUFFIX}`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(tooLarge());
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(stagedPath, { flags: 'wx' }));
    } catch (error) {
      await unlink(stagedPath).catch(() => undefined);
      // Keep the source flowing to its end so the request is not left half-read.
      if (!source.destroyed) source.resume();
      throw error;
    }

    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    let handle: FileHandle | null = null;
    const closeHandle = async () => {
      await handle?.close().catch(() => undefined);
      handle = null;
    };

    return {
      size,
      sha256: hash.digest('hex'),
      async read(position, length) {
        if (state !== 'staged') throw new Error('the staged file is gone');
        handle ??= await open(stagedPath, 'r');
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        if (buffer.length === 0) return buffer;
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
      async commit() {
        if (state !== 'staged') throw new Error('the staged file is gone');
        await closeHandle();
        const key = randomUUID();
        const target = pathOf(key);
        await mkdir(join(target, '..'), { recursive: true });
        await rename(stagedPath, target);
        state = 'committed';
        return key;
      },
      async discard() {
        if (state !== 'staged') return;
        state = 'discarded';
        await closeHandle();
        await unlink(stagedPath).catch(() => undefined);
      },
    };
  }

  async function openRead(key: string) {
    const path = pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new StorageNotFoundError(key);
    return { stream: createReadStream(path), size: info.size };
  }

  async function remove(key: string) {
    if (!isStorageKey(key)) return;
    await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async function exists(key: string) {
    if (!isStorageKey(key)) return false;
    const info = await stat(pathOf(key)).catch(() => null);
    return Boolean(info?.isFile());
  }

  async function sweepStaged(olderThanMs: number) {
    const names = await readdir(stagingDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(STAGED_SUFFIX)) continue;
      const path = join(stagingDir, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await unlink(path).catch(() => undefined);
        removed += 1;
      }
    }
    return removed;
  }

  return { stage, openRead, remove, exists, sweepStaged };
}
