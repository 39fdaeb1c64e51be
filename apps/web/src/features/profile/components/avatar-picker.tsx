import { useId, useRef } from 'react';
import { Camera } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';

export type AvatarPickerProps = {
  src: string | null;
  name: string;
  uploading: boolean;
  onFile: (file: File) => void;
};

/** The avatar is the button: a click (or Enter) opens the file picker (spec §2, Profile). */
export function AvatarPicker({ src, name, uploading, onFile }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label="Alterar foto do perfil"
        aria-describedby={hintId}
        className="group relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 disabled:cursor-wait"
      >
        <Avatar src={src} name={name} size="xl" />
        <span
          className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-950/45 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden="true"
        >
          <Camera className="size-6" />
        </span>
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-brand-700">
            <Spinner label="Enviando foto…" className="[&_svg]:size-6" />
          </span>
        ) : null}
      </button>
      <p id={hintId} className="text-center text-xs text-slate-500">
        Clique na foto para trocar. JPEG, PNG ou WebP; a imagem é reduzida antes do envio.
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Let the same file be picked again after a failure.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
