import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import { CONTACT_EMAIL } from './contact-section';

export type LandingFooterProps = { onSignIn: () => void; onGetStarted: () => void };

const linkClass = 'text-sm text-slate-600 transition-colors hover:text-slate-900';

type FooterLink = { label: string; href: string } | { label: string; onClick: () => void };

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }): ReactNode {
  return (
    <nav aria-label={title}>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.label}>
            {'href' in link ? (
              <a className={linkClass} href={link.href}>
                {link.label}
              </a>
            ) : (
              <button type="button" className={linkClass} onClick={link.onClick}>
                {link.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingFooter({ onSignIn, onGetStarted }: LandingFooterProps) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-6 text-slate-600">
            A franquia digital que transforma pedidos do WhatsApp em clientes para as empresas do seu bairro.
          </p>
        </div>
        <FooterColumn
          title="Produto"
          links={[
            { label: 'Recursos', href: '#features' },
            { label: 'Preços', href: '#prices' },
          ]}
        />
        <FooterColumn
          title="Empresa"
          links={[
            { label: 'Sobre', href: '#about' },
            { label: 'Contato', href: '#contact' },
            { label: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
            { label: 'Privacidade', href: '/privacidade' },
          ]}
        />
        <FooterColumn
          title="Acesso"
          links={[
            { label: 'Entrar', onClick: onSignIn },
            { label: 'Cadastrar empresa', onClick: onGetStarted },
          ]}
        />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Tenho. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
