import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useExportReport, type ExportReportPayload } from '../api/export-report';

const EXPORT_FAILED = 'Não foi possível exportar o relatório. Tente novamente.';

export type ExportReportButtonProps = ExportReportPayload & { disabled?: boolean; label?: string };

/** 'Exportar CSV': every row of the filters on screen, downloaded with the session. */
export function ExportReportButton({ kind, query, disabled = false, label }: ExportReportButtonProps) {
  const exporting = useExportReport();
  return (
    <Button
      variant="secondary"
      loading={exporting.isPending}
      disabled={disabled}
      aria-label={label}
      onClick={() =>
        exporting.mutate(
          { kind, query },
          {
            onSuccess: (fileName) => notify.success(`Relatório exportado: ${fileName}`),
            onError: (error) => notify.error(errorMessage(error, EXPORT_FAILED)),
          },
        )
      }
    >
      {exporting.isPending ? null : <Download className="size-4" aria-hidden="true" />}
      Exportar CSV
    </Button>
  );
}
