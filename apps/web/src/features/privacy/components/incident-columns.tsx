import type { ColumnDef } from '@tanstack/react-table';
import {
  INCIDENT_DEADLINE_LABELS,
  type Incident,
  type IncidentDeadlineStatus,
} from '@tenho/domain/privacy/incidents.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Amber when the deadline is near, red once it passed, green when both were told, grey when not required. */
export const DEADLINE_TONES: Record<IncidentDeadlineStatus, BadgeTone> = {
  ON_TIME: 'grey',
  NEAR: 'amber',
  OVERDUE: 'red',
  DONE: 'green',
  NOT_REQUIRED: 'grey',
};

const DEADLINE_TEXT: Partial<Record<IncidentDeadlineStatus, string>> = {
  NEAR: 'text-amber-800',
  OVERDUE: 'text-red-700',
};

const told = (at: string | null) =>
  at ? <span className="tabular-nums">{formatDateTime(at)}</span> : <span className="text-slate-400">—</span>;

export function incidentColumns(
  showUnit: boolean,
  canEdit: boolean,
  onEdit: (incident: Incident) => void,
): ColumnDef<Incident>[] {
  return [
    {
      id: 'known',
      header: 'Quando se soube',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row }) => <span className="tabular-nums">{formatDateTime(row.original.knownAt)}</span>,
    },
    {
      id: 'nature',
      header: 'Natureza',
      cell: ({ row }) => (
        <div className="flex max-w-md min-w-0 flex-col gap-0.5">
          <span className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-slate-900">
            {row.original.nature}
          </span>
          <span className="line-clamp-1 text-xs [overflow-wrap:anywhere] text-slate-500">
            {row.original.affectedPeople}
          </span>
          {showUnit ? (
            <span className="text-xs text-slate-500">{row.original.unitName ?? 'Toda a rede'}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'deadline',
      header: 'Prazo de comunicação',
      cell: ({ row }) => {
        const status = row.original.deadlineStatus;
        return (
          <span className="flex flex-col items-start gap-1">
            {status === 'NOT_REQUIRED' ? null : (
              <span className={cn('tabular-nums', DEADLINE_TEXT[status], status !== 'DONE' && 'font-medium')}>
                {formatDateTime(row.original.deadlineAt)}
              </span>
            )}
            <Badge tone={DEADLINE_TONES[status]} className="whitespace-nowrap">
              {INCIDENT_DEADLINE_LABELS[status]}
            </Badge>
          </span>
        );
      },
    },
    {
      id: 'anpd',
      header: 'ANPD',
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ row }) => told(row.original.anpdNotifiedAt),
    },
    {
      id: 'subjects',
      header: 'Titulares',
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ row }) => told(row.original.subjectsNotifiedAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      meta: { align: 'right' },
      cell: ({ row }) =>
        canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => onEdit(row.original)}>
            Editar
            <span className="sr-only"> o incidente de {formatDateTime(row.original.knownAt)}</span>
          </Button>
        ) : null,
    },
  ];
}
