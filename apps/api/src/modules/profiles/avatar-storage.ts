import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@tenho/domain/users/users.schemas';
import { PROFILE_ERRORS } from './profiles.errors.ts';

export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

/** Stored names: the SHA-256 of the bytes and the extension of the detected type. */
export const AVATAR_FILE_NAME = /^[a-f0-9]{64}\.(jpg|png|webp)$/;

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Extension = keyof typeof CONTENT_TYPES;

/** The image type from the first bytes (magic numbers), whatever the name or declared type said. */
export function detectImageType(bytes: Buffer): Extension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export function contentTypeOf(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as Extension;
  return CONTENT_TYPES[extension];
}

/** The bytes of a `data:image/…;base64,…` URL (the schema already checked its shape and length). */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; extension: Extension } {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw PROFILE_ERRORS.avatarTooLarge();
  const extension = detectImageType(bytes);
  if (!extension) throw PROFILE_ERRORS.avatarNotImage();
  return { bytes, extension };
}

export type AvatarStorage = ReturnType<typeof createAvatarStorage>;

/**
 * Avatars under `DATA_DIR/uploads/avatars`, named by content hash: the URL changes whenever the
 * image does, so it can be cached forever, and identical uploads share one file.
 */
export function createAvatarStorage(dataDir: string) {
  const directory = join(dataDir, 'uploads', 'avatars');

  async function save(bytes: Buffer, extension: Extension): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    const path = join(directory, name);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(directory, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = join(directory, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  /** The file behind a stored name, or null (unknown names never touch the disk). */
  function pathOf(fileName: string): string | null {
    return AVATAR_FILE_NAME.test(fileName) ? join(directory, fileName) : null;
  }

  /** Deletes the files of these URLs (already unreferenced); missing files are fine. */
  async function remove(urls: string[]): Promise<void> {
    for (const url of urls) {
      if (!url.startsWith(AVATAR_URL_PREFIX)) continue;
      const path = pathOf(url.slice(AVATAR_URL_PREFIX.length));
      if (path) await unlink(path).catch(() => undefined);
    }
  }

  return { directory, save, pathOf, remove };
}
