import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { IconTile } from './icon-tile';

/** The frame of a card that leads somewhere; `compact` for a row of four. */
export function actionCardClass({ compact = false }: { compact?: boolean } = {}) {
  return cn(
    'group flex h-full items-start rounded-2xl border border-slate-200 bg-white transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    compact ? 'gap-3 p-4' : 'gap-4 p-5',
  );
}

export type ActionCardBodyProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The arrow that says the card leads somewhere (off for a card that is only information). */
  arrow?: boolean;
};

/** An action card's icon, title (with its arrow) and one line about where it leads. */
export function ActionCardBody({ icon, title, children, arrow = true }: ActionCardBodyProps) {
  return (
    <>
      <IconTile>{icon}</IconTile>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-slate-900">
          {title}
          {arrow ? (
            <ArrowRight
              className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          ) : null}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{children}</span>
      </span>
    </>
  );
}

export type ActionCardProps = {
  to: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  compact?: boolean;
};

/** A card that links to a page of the panel: icon, title and what is found there. */
export function ActionCard({ to, icon, title, description, compact }: ActionCardProps) {
  return (
    <Link to={to} className={actionCardClass({ compact })}>
      <ActionCardBody icon={icon} title={title}>
        {description}
      </ActionCardBody>
    </Link>
  );
}
