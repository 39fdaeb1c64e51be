import { DatabaseBackup } from 'lucide-react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDownloadBackup } from '../api/download-backup';

/** The button's own words; the card around it carries the title 'Backup e Restauração'. */
export const BACKUP_BUTTON_LABEL = 'Baixar backup';

/**
 * 'Backup e Restauração': downloads the whole database and the uploads as one file. The file can
 * be large: the button stays busy (and says so) until the download is handed to the browser.
 */
export function BackupButton({ className }: { className?: string }) {
  const backup = useDownloadBackup();
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        loading={backup.isPending}
        onClick={() =>
          backup.mutate(undefined, {
            onSuccess: () => notify.success(DASHBOARD_MSG.backupDone),
            onError: (error) => notify.error(errorMessage(error, DASHBOARD_MSG.backupFailed)),
          })
        }
      >
        {backup.isPending ? null : <DatabaseBackup className="size-4" aria-hidden="true" />}
        {backup.isPending ? DASHBOARD_MSG.backupDownloading : BACKUP_BUTTON_LABEL}
      </Button>
      <span role="status" className="sr-only">
        {backup.isPending ? DASHBOARD_MSG.backupDownloading : ''}
      </span>
    </>
  );
}
