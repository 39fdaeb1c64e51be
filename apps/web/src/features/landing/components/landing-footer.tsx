import { Logo } from '@/components/ui/logo';
import { CONTACT_EMAIL } from './contact-section';

export type LandingFooterProps = { onSignIn: () => void; onGetStarted: () => void };

const linkClass = 'text-sm text-slate-600 transition-colors hover:text-slate-900';

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
        <nav aria-label="Produto">
          <p className="text-sm font-semibold text-slate-900">Produto</p>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <a className={linkClass} href="#features">
                Recursos
              </a>
            </li>
            <li>
              <a className={linkClass} href="#prices">
                Preços
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Empresa">
          <p className="text-sm font-semibold text-slate-900">Empresa</p>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <a className={linkClass} href="#about">
                Sobre
              </a>
            </li>
            <li>
              <a className={linkClass} href="#contact">
                Contato
              </a>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${CONTACT_EMAIL}`}>
                {CONTACT_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Acesso">
          <p className="text-sm font-semibold text-slate-900">Acesso</p>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <button type="button" className={linkClass} onClick={onSignIn}>
                Entrar
              </button>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={onGetStarted}>
                Cadastrar empresa
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Tenho. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
