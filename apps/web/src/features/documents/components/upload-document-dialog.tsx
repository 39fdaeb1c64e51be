import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_TITLE_MAX,
  DOCUMENTS_MSG,
  type DocumentVisibility,
} from '@tenho/domain/documents/documents.schemas';
import { Alert } from '@/components/ui/alert';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUnitOptions } from '@/lib/api/get-units';
import { notify } from '@/lib/toast';
import { DOCUMENTS_QUERY_KEY } from '../api/documents-keys';
import { UPLOAD_ABORTED } from '../api/upload-document';
import { titleFromFileName, validateDocumentFile, visibilityOptions } from '../document-rules';
import { useUploadProgress } from '../use-upload-progress';
import { DocumentFileField } from './document-file-field';

export type UploadDocumentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: string | null | undefined;
};

type Errors = Partial<Record<'title' | 'unit' | 'file' | 'form', string>>;

/** 'Enviar documento': title, who sees it, the file; a real progress bar while it goes up. */
export function UploadDocumentDialog({ open, onOpenChange, role }: UploadDocumentDialogProps) {
  const upload = useUploadProgress();
  const close = () => {
    if (upload.uploading) return;
    onOpenChange(false);
    upload.reset();
  };
  return (
    <DialogFrame open={open} busy={upload.uploading} onClose={close}>
      {open ? <UploadForm role={role} upload={upload} onDone={close} onCancel={close} /> : null}
    </DialogFrame>
  );
}

function UploadForm({
  role,
  upload,
  onDone,
  onCancel,
}: {
  role: string | null | undefined;
  upload: ReturnType<typeof useUploadProgress>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const options = visibilityOptions(role);
  const isMaster = role === 'MASTER';
  const [title, setTitle] = useState('');
  // A MASTER has no unit of its own: its default is the whole network, which needs no unit choice;
  // everyone else shares with their own unit by default.
  const preferred: DocumentVisibility = isMaster ? 'NETWORK' : 'UNIT';
  const [visibility, setVisibility] = useState<DocumentVisibility>(
    options.find((option) => option.value === preferred)?.value ?? options[0]?.value ?? 'PRIVATE',
  );
  const [unitId, setUnitId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const units = useUnitOptions({ enabled: isMaster });
  const formId = useId();
  const needsUnit = isMaster && visibility === 'UNIT';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!title.trim()) next.title = DOCUMENTS_MSG.titleRequired;
    if (needsUnit && !unitId) next.unit = DOCUMENTS_MSG.unitRequired;
    const fileError = validateDocumentFile(file);
    if (fileError) next.file = fileError;
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    try {
      await upload.start({
        file,
        title: title.trim(),
        visibility,
        unitId: needsUnit ? Number(unitId) : null,
      });
      notify.success(DOCUMENTS_MSG.uploaded);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === UPLOAD_ABORTED) return;
      const message = errorMessage(error, DOCUMENTS_MSG.uploadFailed);
      const onFile = error instanceof ApiError && (error.status === 413 || error.status === 415);
      setErrors(onFile ? { file: message } : { form: message });
      notify.error(message);
    }
  };

  return (
    <DialogLayout
      title="Enviar documento"
      description="PDF, imagens ou arquivos do Office e do LibreOffice, até 10 MB."
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmLabel={upload.uploading ? 'Enviando...' : 'Enviar'}
          form={formId}
          busy={upload.uploading}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field label="Título" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={DOCUMENT_TITLE_MAX}
              disabled={upload.uploading}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="Ex.: Contrato de franquia 2025"
            />
          )}
        </Field>
        <Field label="Quem pode ver" hint={options.find((option) => option.value === visibility)?.hint}>
          {(control) => (
            <Select
              {...control}
              value={visibility}
              disabled={upload.uploading || options.length === 1}
              onChange={(event) => setVisibility(event.target.value as DocumentVisibility)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {needsUnit ? (
          <Field label="Franquia" error={errors.unit}>
            {(control) => (
              <Select
                {...control}
                value={unitId}
                disabled={upload.uploading || units.isPending}
                onChange={(event) => setUnitId(event.target.value)}
              >
                <option value="">
                  {units.isPending ? 'Carregando franquias...' : 'Selecione a franquia'}
                </option>
                {(units.data ?? []).map((unit) => (
                  <option key={unit.id} value={String(unit.id)}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <DocumentFileField
          file={file}
          error={errors.file}
          disabled={upload.uploading}
          onPick={(picked) => {
            setFile(picked);
            setErrors((current) => ({
              ...current,
              file: picked ? (validateDocumentFile(picked) ?? undefined) : undefined,
            }));
            if (picked && !title.trim())
              setTitle(titleFromFileName(picked.name).slice(0, DOCUMENT_TITLE_MAX));
          }}
        />
        {/* Only while the bytes go up (and at 100% once accepted): a refusal replaces it with its reason. */}
        {upload.status === 'uploading' || upload.status === 'done' ? (
          <ProgressBar value={upload.percent} label={file ? `Enviando ${file.name}` : 'Enviando documento'} />
        ) : null}
        {errors.form ? (
          <Alert tone="danger" title={DOCUMENTS_MSG.notSent}>
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </DialogLayout>
  );
}
