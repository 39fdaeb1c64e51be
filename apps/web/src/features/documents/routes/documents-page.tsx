import { useState } from 'react';
import { FileUp, FolderOpen, SearchX } from 'lucide-react';
import {
  DOCUMENTS_MSG,
  DOCUMENTS_PAGE_SIZE_DEFAULT,
  type Document,
} from '@tenho/domain/documents/documents.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { errorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { useDocuments } from '../api/get-documents';
import { DocumentsTable } from '../components/documents-table';
import { UploadDocumentDialog } from '../components/upload-document-dialog';

const DESCRIPTIONS: Record<string, string> = {
  MASTER: 'Contratos e arquivos da operação, para toda a rede, uma franquia ou só para você.',
  ADMIN: 'Os documentos da rede e da sua unidade, e os que você enviar.',
  CLIENT: 'Os documentos da rede e da sua unidade, e os da sua empresa, compartilhados com os seus usuários.',
  USER: 'Os documentos que a sua empresa e a rede compartilham com você.',
};

/** Documentos (every panel with document.access): search, paging, upload, download and delete. */
export function DocumentsPage() {
  const role = useAuthStore((state) => state.user?.role);
  const canCreate = useCan('document.create');
  const [search, setSearch] = useState('');
  const { page, pageSize, setPage, pagination } = usePaging(DOCUMENTS_PAGE_SIZE_DEFAULT, NOUNS.document);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<Document | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useDocuments({ search: debounced || undefined, page, pageSize });
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const state = useListQueryState(list, DOCUMENTS_MSG.loadFailed);

  const uploadButton = canCreate ? (
    <Button onClick={() => setUploading(true)}>
      <FileUp className="size-4" aria-hidden="true" />
      Enviar documento
    </Button>
  ) : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Documentos"
        description={DESCRIPTIONS[role ?? ''] ?? DESCRIPTIONS.USER}
        actions={uploadButton}
      />

      <Card className="min-w-0">
        <div className="border-b border-slate-200 p-4 sm:p-5">
          <SearchInput
            label="Buscar documentos"
            placeholder={DOCUMENTS_MSG.searchPlaceholder}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="sm:max-w-md"
          />
        </div>
        <DocumentsTable
          documents={list.data?.items}
          {...state}
          pagination={pagination(list.data?.total ?? 0, list.isFetching)}
          downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
          onDownload={(document) =>
            download.mutate(document, {
              onError: (error) => notify.error(errorMessage(error, DOCUMENTS_MSG.downloadFailed)),
            })
          }
          onDelete={setToDelete}
          empty={
            debounced ? (
              <FilteredEmptyState
                icon={<SearchX className="size-6" />}
                title={DOCUMENTS_MSG.empty}
                description={`Nada encontrado para “${debounced}”. Tente outro termo.`}
                onClear={() => setSearch('')}
                clearLabel="Limpar busca"
              />
            ) : (
              <EmptyState
                icon={<FolderOpen className="size-6" />}
                title="Nenhum documento ainda"
                description={
                  canCreate
                    ? 'Envie contratos, manuais e outros arquivos para compartilhar.'
                    : 'Os documentos compartilhados com você aparecem aqui.'
                }
                action={uploadButton}
              />
            )
          }
        />
      </Card>

      {canCreate ? <UploadDocumentDialog open={uploading} onOpenChange={setUploading} role={role} /> : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir documento?"
        description={
          <p>
            O documento <strong className="[overflow-wrap:anywhere]">{toDelete?.title}</strong> e o seu
            arquivo serão excluídos para todos que o veem. Esta ação não pode ser desfeita.
          </p>
        }
        confirmLabel="Excluir"
        tone="danger"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify.success(DOCUMENTS_MSG.deleted);
              setToDelete(null);
            },
            onError: (error) => notify.error(errorMessage(error, DOCUMENTS_MSG.deleteFailed)),
          });
        }}
      />
    </div>
  );
}
