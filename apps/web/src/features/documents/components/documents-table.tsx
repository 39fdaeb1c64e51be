import { createColumnHelper } from '@tanstack/react-table';
import { Download, Trash2 } from 'lucide-react';
import { documentTypeLabel, formatFileSize, type Document } from '@tenho/domain/documents/documents.schemas';
import { formatDate } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { PaginationProps } from '@/components/ui/pagination';
import type { ReactNode } from 'react';
import { VISIBILITY_BADGES } from '../document-rules';
import { FileTypeIcon } from './file-type-icon';

export type DocumentsTableProps = {
  documents: readonly Document[] | undefined;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
  pagination: PaginationProps;
  empty: ReactNode;
  onDownload: (document: Document) => void;
  downloadingId: number | null;
  onDelete: (document: Document) => void;
};

const column = createColumnHelper<Document>();

function VisibilityBadge({ document }: { document: Document }) {
  const badge = VISIBILITY_BADGES[document.visibility];
  return (
    <Badge tone={badge.tone} title={document.unit_name ?? undefined}>
      {badge.label}
      {document.visibility === 'UNIT' && document.unit_name ? (
        <span className="sr-only">: {document.unit_name}</span>
      ) : null}
    </Badge>
  );
}

/** The library: type icon, title and file name, size, who sees it, who sent it, when; download and delete. */
export function DocumentsTable({
  documents,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
  pagination,
  empty,
  onDownload,
  downloadingId,
  onDelete,
}: DocumentsTableProps) {
  const columns = [
    column.accessor('title', {
      header: 'Documento',
      cell: (info) => {
        const doc = info.row.original;
        return (
          <span className="flex min-w-0 items-start gap-3">
            <FileTypeIcon mimeType={doc.mime_type} />
            <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
              <span className="font-medium text-slate-900">{doc.title}</span>
              <span className="text-xs text-slate-500">
                {doc.file_name}
                <span className="sr-only">, {documentTypeLabel(doc.mime_type)}</span>
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 md:hidden">
                <VisibilityBadge document={doc} />
                <span className="tabular-nums">{formatFileSize(doc.size_bytes)}</span>
                <span className="tabular-nums">{formatDate(doc.created_at)}</span>
              </span>
            </span>
          </span>
        );
      },
    }),
    column.accessor('size_bytes', {
      header: 'Tamanho',
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">{formatFileSize(info.getValue())}</span>
      ),
      meta: { align: 'right', className: 'hidden md:table-cell' },
    }),
    column.accessor('visibility', {
      header: 'Visibilidade',
      cell: (info) => (
        <span className="flex flex-col items-start gap-0.5">
          <VisibilityBadge document={info.row.original} />
          {info.row.original.visibility === 'UNIT' && info.row.original.unit_name ? (
            <span className="text-xs text-slate-500" aria-hidden="true">
              {info.row.original.unit_name}
            </span>
          ) : null}
        </span>
      ),
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor((doc) => doc.uploaded_by.name, {
      id: 'uploaded_by',
      header: 'Enviado por',
      cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span>,
      meta: { className: 'hidden lg:table-cell' },
    }),
    column.accessor('created_at', {
      header: 'Data',
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span>,
      meta: { className: 'hidden md:table-cell' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      cell: (info) => {
        const doc = info.row.original;
        return (
          <span className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Baixar ${doc.title}`}
              title="Baixar"
              loading={downloadingId === doc.id}
              onClick={() => onDownload(doc)}
            >
              {downloadingId === doc.id ? null : <Download className="size-4" aria-hidden="true" />}
            </Button>
            {doc.can_delete ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Excluir ${doc.title}`}
                title="Excluir"
                onClick={() => onDelete(doc)}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </span>
        );
      },
      meta: { align: 'right' },
    }),
  ];

  return (
    <DataTable
      caption="Documentos"
      columns={columns}
      data={documents}
      getRowId={(doc) => String(doc.id)}
      loading={loading}
      refreshing={refreshing}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      pagination={pagination}
      empty={empty}
    />
  );
}
