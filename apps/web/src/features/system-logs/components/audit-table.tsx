import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  AUDIT_MSG,
  auditActionLabel,
  auditTargetLabel,
  formatAuditTime,
  type AuditEntry,
} from '@tenho/domain/audit/audit.schemas';
import { DataTable } from '@/components/ui/data-table';
import { FitText } from '@/components/ui/fit-text';
import type { ListState } from '@/components/ui/list-state';

const column = createColumnHelper<AuditEntry>();

export type AuditTableProps = ListState & { entries: readonly AuditEntry[] | undefined };

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="text-slate-600">{AUDIT_MSG.systemActor}</span>;
  return (
    <div className="min-w-0">
      <FitText as="p" className="font-medium text-slate-900">
        {entry.actor.name ?? entry.actor.email}
      </FitText>
      {entry.actor.name ? (
        <FitText as="p" className="text-xs text-slate-600">
          {entry.actor.email}
        </FitText>
      ) : null}
    </div>
  );
}

/** 'Logs do sistema': when, who, action, target and IP, newest first. */
export function AuditTable({ entries, ...state }: AuditTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: 'Quando',
        cell: ({ row: { original: entry } }) => (
          <div>
            <span className="whitespace-nowrap text-slate-700 tabular-nums">
              {formatAuditTime(entry.created_at)}
            </span>
            {/* On phones the who and the IP move under the time. */}
            <div className="mt-1 max-w-[10rem] md:hidden">
              <Actor entry={entry} />
            </div>
          </div>
        ),
      }),
      column.display({
        id: 'actor',
        header: 'Quem',
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row: { original: entry } }) => (
          <div className="max-w-[14rem]">
            <Actor entry={entry} />
          </div>
        ),
      }),
      column.accessor('action', {
        header: 'Ação',
        cell: ({ row: { original: entry } }) => (
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{auditActionLabel(entry.action)}</p>
            <p className="font-mono text-xs break-all text-slate-500">{entry.action}</p>
            <p className="mt-0.5 text-xs text-slate-600 lg:hidden">
              {auditTargetLabel(entry.entity, entry.entity_id)}
            </p>
          </div>
        ),
      }),
      column.display({
        id: 'target',
        header: 'Alvo',
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ row: { original: entry } }) => (
          <span className="whitespace-nowrap text-slate-700">
            {auditTargetLabel(entry.entity, entry.entity_id)}
          </span>
        ),
      }),
      column.accessor('ip', {
        header: 'IP',
        meta: { className: 'hidden sm:table-cell' },
        cell: ({ getValue }) => <span className="font-mono text-xs text-slate-600">{getValue() ?? '-'}</span>,
      }),
    ],
    [],
  );

  return (
    <DataTable
      caption={AUDIT_MSG.title}
      columns={columns}
      data={entries}
      getRowId={(entry) => String(entry.id)}
      {...state}
    />
  );
}
