import { File, FileImage, FileSpreadsheet, FileText, Presentation } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The kind of file a MIME type is, for its icon. */
export function fileKind(mimeType: string): 'pdf' | 'image' | 'sheet' | 'slides' | 'text' | 'other' {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (/spreadsheet|ms-excel|text\/csv/.test(mimeType)) return 'sheet';
  if (/presentation|powerpoint/.test(mimeType)) return 'slides';
  if (/wordprocessing|msword|opendocument\.text|text\/plain/.test(mimeType)) return 'text';
  return 'other';
}

const ICONS = {
  pdf: { Icon: FileText, className: 'bg-red-50 text-red-700' },
  image: { Icon: FileImage, className: 'bg-violet-50 text-violet-700' },
  sheet: { Icon: FileSpreadsheet, className: 'bg-emerald-50 text-emerald-700' },
  slides: { Icon: Presentation, className: 'bg-amber-50 text-amber-700' },
  text: { Icon: FileText, className: 'bg-brand-50 text-brand-700' },
  other: { Icon: File, className: 'bg-slate-100 text-slate-600' },
} as const;

export function FileTypeIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  const { Icon, className: colours } = ICONS[fileKind(mimeType)];
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg', colours, className)}
    >
      <Icon className="size-4.5" />
    </span>
  );
}
