import { Download, ScrollText } from 'lucide-react';
import { AUDIT_MSG, AUDIT_WINDOW_MAX } from '@tenho/domain/audit/audit.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { serverPagination, useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';
import { useAuditFilters } from '../use-audit-filters';
import { formatNumber } from '@tenho/domain/shared/format';

const EXPORT_FAILED = 'Não foi possível exportar os logs. Tente novamente.';

/** /master/logs (architecture §5.16): every change, who made it, when and from where. */
export function SystemLogsPage() {
  const audit = useAuditFilters();
  const result = useAuditLog(audit.query, { enabled: audit.valid });
  const exporting = useExportAuditLog();
  const data = result.data;
  const state = useListQueryState(result, AUDIT_MSG.loadFailed);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={AUDIT_MSG.title}
        description="Cada alteração feita no sistema: quem fez, o quê, em qual registro, quando e de onde."
        actions={
          <Button
            variant="secondary"
            loading={exporting.isPending}
            disabled={!audit.valid || !data || data.total === 0}
            onClick={() =>
              exporting.mutate(audit.filters, {
                onSuccess: (fileName) => notify.success(`Logs exportados: ${fileName}`),
                onError: (error) => notify.error(errorMessage(error, EXPORT_FAILED)),
              })
            }
          >
            {exporting.isPending ? null : <Download className="size-4" aria-hidden="true" />}
            Exportar CSV
          </Button>
        }
      />

      <Card>
        <AuditFilterBar
          values={audit.values}
          errors={audit.errors}
          filtering={audit.filtering}
          onActor={audit.setActor}
          onChange={audit.setFilter}
          onClear={audit.clear}
        />
        {data?.totalCapped ? (
          <p className="border-b border-slate-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6">
            Mais de {formatNumber(AUDIT_WINDOW_MAX)} registros: use os filtros ou o período para chegar aos
            mais antigos.
          </p>
        ) : null}
        <AuditTable
          entries={data?.entries}
          {...state}
          // A period the API would refuse asks nothing: no load to wait for.
          loading={state.loading && audit.valid}
          empty={
            audit.filtering ? (
              <FilteredEmptyState
                title={AUDIT_MSG.empty}
                description="Amplie o período ou limpe os filtros para ver os demais registros."
                onClear={audit.clear}
              />
            ) : (
              <EmptyState
                icon={<ScrollText className="size-6" />}
                title="Nenhum registro ainda"
                description="As alterações feitas no painel (cadastros, ativações, créditos, configurações) aparecem aqui."
              />
            )
          }
          pagination={serverPagination(audit, data, NOUNS.record, result.isFetching)}
        />
      </Card>
    </div>
  );
}
