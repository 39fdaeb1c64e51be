import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type PermissionGroupProps = {
  /** pt-BR title of the group ('Categorias'). */
  label: string;
  /** The group's key (the prefix before the dot), shown beside the title. */
  group: string;
  /** 'x de y ativas'. */
  summary: string;
  /** Something in the group is pending (shown on the closed header too). */
  modified?: boolean;
  defaultOpen?: boolean;
  /** Kept open whatever the toggle says (e.g. while a search narrows the list). */
  forceOpen?: boolean;
  children: ReactNode;
};

/** A collapsible section of permissions sharing a prefix (spec §2: grouped by the prefix before the dot). */
export function PermissionGroup({
  label,
  group,
  summary,
  modified = false,
  defaultOpen = false,
  forceOpen = false,
  children,
}: PermissionGroupProps) {
  const [toggled, setOpen] = useState(defaultOpen);
  const open = forceOpen || toggled;
  const panelId = useId();
  return (
    <section className="rounded-lg border border-slate-200 bg-white" aria-label={label}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronDown
            className={cn('size-4 shrink-0 text-slate-500 transition-transform', open ? '' : '-rotate-90')}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-slate-900">{label}</span>
            <span className="block text-xs text-slate-500">
              {group} · {summary}
            </span>
          </span>
          {modified ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/25">
              Modificado
            </span>
          ) : null}
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-slate-100">
        {open ? <ul className="divide-y divide-slate-100">{children}</ul> : null}
      </div>
    </section>
  );
}
