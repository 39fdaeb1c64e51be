import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useExportStatement, type ExportStatementPayload } from '../api/export-statement';

export type ExportCsvButtonProps = ExportStatementPayload & { disabled?: boolean };

const EXPORT_FAILED = 'Não foi possível exportar o extrato. Tente novamente.';

/** Downloads the statement with the filters on screen as a CSV spreadsheet. */
export function ExportCsvButton({ source, query, disabled = false }: ExportCsvButtonProps) {
  const exporting = useExportStatement();
  return (
    <Button
      variant="secondary"
      loading={exporting.isPending}
      disabled={disabled}
      onClick={() =>
        exporting.mutate(
          { source, query },
          {
            onSuccess: (fileName) => notify.success(`Extrato exportado: ${fileName}`),
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
