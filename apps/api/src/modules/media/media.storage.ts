import { join } from 'node:path';
import { createLocalStorage, type FileStorage } from '../../lib/storage.ts';

/** Fetched media live under DATA_DIR/uploads/media, staged beside them (same file system). */
export function createMediaStorage(mediaDir: string): FileStorage {
  return createLocalStorage({ root: join(mediaDir, 'files'), stagingDir: join(mediaDir, 'tmp') });
}
