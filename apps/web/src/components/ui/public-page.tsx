import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Logo } from './logo';

export type PublicPageProps = {
  /** The classes of <main>: its width and padding. */
  className?: string;
  children: ReactNode;
};

/** A public page outside the landing: a white bar with the logo (back home), then the content. */
export function PublicPage({ className, children }: PublicPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label="Tenho — página inicial" className="rounded-md">
            <Logo />
          </Link>
        </div>
      </header>
      <main className={cn('mx-auto w-full flex-1', className)}>{children}</main>
    </div>
  );
}
