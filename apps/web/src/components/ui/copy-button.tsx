import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The text put on the clipboard. */
  text: string;
  label?: string;
  copiedLabel?: string;
  /** Called when the browser refuses the clipboard (e.g. an insecure page): let the user copy by hand. */
  onCopyFailed?: () => void;
};

const COPIED_MS = 2_000;

/** Copies `text` and says so for two seconds, on the button and to screen readers. */
export function CopyButton({
  text,
  label = 'Copiar',
  copiedLabel = 'Copiado!',
  onCopyFailed,
  variant = 'secondary',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      onCopyFailed?.();
    }
  };

  return (
    <>
      <Button variant={variant} onClick={() => void handleCopy()} {...props}>
        {copied ? (
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
