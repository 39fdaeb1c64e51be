import { Download, ListX, ScrollText } from 'lucide-react';
import { AUDIT_MSG, AUDIT_WINDOW_MAX } from '@tenho/domain/audit/audit.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';
import { useAuditFilters } from '../use-audit-filters';

const numberFormat = new Intl.NumberFormat('pt-BR');
const EXPORT_FAILED = 'Não foi possível exportar os logs. Tente novamente.';

/** /master/logs (architecture §5.16): every change, who made it, when and from where. */
export function SystemLogsPage() {
  const audit = useAuditFilters();
  const result = useAuditLog(audit.query, { enabled: audit.valid });
  const exporting = useExportAuditLog();
  const data = result.data;
  const loadError = result.isError && !data ? errorMessage(result.error, AUDIT_MSG.loadFailed) : null;

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
            Mais de {numberFormat.format(AUDIT_WINDOW_MAX)} registros: use os filtros ou o período para chegar
            aos mais antigos.
          </p>
        ) : null}
        <AuditTable
          entries={data?.entries}
          loading={result.isPending && audit.valid}
          refreshing={result.isPlaceholderData && result.isFetching}
          error={loadError}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
          empty={
            audit.filtering ? (
              <EmptyState
                icon={<ListX className="size-6" />}
                title={AUDIT_MSG.empty}
                description="Amplie o período ou limpe os filtros para ver os demais registros."
                action={
                  <Button variant="secondary" onClick={audit.clear}>
                    Limpar filtros
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<ScrollText className="size-6" />}
                title="Nenhum registro ainda"
                description="As alterações feitas no painel (cadastros, ativações, créditos, configurações) aparecem aqui."
              />
            )
          }
          pagination={{
            page: data?.page ?? audit.page,
            pageSize: audit.pageSize,
            total: data?.total ?? 0,
            onPageChange: audit.setPage,
            onPageSizeChange: audit.setPageSize,
            noun: NOUNS.record,
            disabled: result.isFetching,
          }}
        />
      </Card>
    </div>
  );
}
