import { useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { HEADER_SCROLL_THRESHOLD } from '@tenho/domain/shared/constants';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { AuthButton } from './auth-button';

export const LANDING_ANCHORS = [
  { href: '#about', label: 'Sobre' },
  { href: '#features', label: 'Recursos' },
  { href: '#prices', label: 'Preços' },
  { href: '#contact', label: 'Contato' },
] as const;

export type LandingHeaderProps = {
  onSignIn: () => void;
  onGetStarted: () => void;
  /** The pointer or focus is on an auth button: a chance to fetch the modal early. */
  onAuthIntent?: () => void;
};

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function LandingHeader({ onSignIn, onGetStarted, onAuthIntent }: LandingHeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        solid ? 'border-b border-slate-200 bg-white shadow-sm' : 'border-b border-transparent bg-transparent',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-6xl items-center gap-4 px-4 transition-[height] duration-200 sm:px-6 lg:px-8',
          scrolled ? 'h-16' : 'h-18',
        )}
      >
        <a href="#top" className="rounded-md" aria-label="Tenho — início">
          <Logo />
        </a>

        <nav aria-label="Seções da página" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
                >
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <AuthButton
            variant="ghost"
            size="sm"
            className="sm:h-10 sm:px-4"
            onClick={onSignIn}
            onIntent={onAuthIntent}
          >
            Entrar
          </AuthButton>
          <AuthButton size="sm" className="sm:h-10 sm:px-4" onClick={onGetStarted} onIntent={onAuthIntent}>
            Começar Agora
          </AuthButton>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <nav
        id="landing-mobile-menu"
        aria-label="Seções da página"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {LANDING_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a
                href={anchor.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
