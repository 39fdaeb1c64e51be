import imageCompression from 'browser-image-compression';
import { AVATAR_COMPRESSION } from '@tenho/domain/shared/constants';
import { AVATAR_MIME_TYPES } from '@tenho/domain/users/users.schemas';

/**
 * The avatar as the server takes it: at most 0.5 MB, longest side 400 px, quality 0.7 (spec §9),
 * as a data URL. JPEG, PNG and WebP keep their format; any other image becomes JPEG. No web
 * worker: the library would fetch it from a CDN, which the CSP blocks (stack-notes).
 */
export async function compressAvatar(file: File): Promise<string> {
  const keep = (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  const compressed = await imageCompression(file, {
    maxSizeMB: AVATAR_COMPRESSION.maxSizeMB,
    maxWidthOrHeight: AVATAR_COMPRESSION.maxWidthOrHeight,
    initialQuality: AVATAR_COMPRESSION.initialQuality,
    useWebWorker: false,
    fileType: keep ? file.type : 'image/jpeg',
  });
  return imageCompression.getDataUrlFromFile(compressed);
}

/**
 * What Perfil calls to compress a chosen photo. An object, so that a test replaces the compression
 * (jsdom has no canvas) with vi.spyOn instead of mocking the module.
 */
export const avatarCompression = { compress: compressAvatar };
