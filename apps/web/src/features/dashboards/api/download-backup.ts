import { useMutation } from '@tanstack/react-query';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { downloadFile } from '@/lib/session-fetch';

/**
 * GET /system/backup: the whole database and the uploaded files as one .tar.gz, fetched with the
 * session (never a token in a link) and saved under the server's file name.
 */
export function downloadBackup(): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
  return downloadFile('/system/backup', { fallbackName: `tenho-backup-${today}.tar.gz` });
}

export function useDownloadBackup() {
  return useMutation({ mutationKey: ['system', 'backup'], mutationFn: downloadBackup });
}
