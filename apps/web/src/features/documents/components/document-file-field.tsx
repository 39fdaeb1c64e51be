import { DOCUMENT_ACCEPT, formatFileSize } from '@tenho/domain/documents/documents.schemas';
import { Field } from '@/components/ui/field';

export type DocumentFileFieldProps = {
  file: File | null;
  error?: string;
  disabled: boolean;
  /** The file chosen, or null when the choice was cleared. */
  onPick: (file: File | null) => void;
};

/** 'Arquivo': the file input; once a file is picked, its name and size show under it. */
export function DocumentFileField({ file, error, disabled, onPick }: DocumentFileFieldProps) {
  return (
    <Field
      label="Arquivo"
      error={error}
      hint={file ? `${file.name} · ${formatFileSize(file.size)}` : 'Até 10 MB.'}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
        />
      )}
    </Field>
  );
}
