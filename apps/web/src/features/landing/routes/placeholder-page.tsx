import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { buttonClassName } from '@/components/ui/button';

function PlaceholderLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label="Tenho — página inicial" className="rounded-md">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div>
        <Link to="/" className={buttonClassName('secondary', 'md', 'mt-10')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar para a página inicial
        </Link>
      </main>
    </div>
  );
}

/** /about: a placeholder (spec §2); the real content lives in the #about section of the landing page. */
export function AboutPage() {
  return (
    <PlaceholderLayout title="Sobre a Tenho">
      A Tenho é uma rede de franquias digitais que transforma pedidos feitos pelo WhatsApp em clientes para as
      empresas de cada bairro. Esta página ainda está em construção.
    </PlaceholderLayout>
  );
}

/** /contact: a placeholder (spec §2). */
export function ContactPage() {
  return (
    <PlaceholderLayout title="Contato">
      Fale com a nossa equipe pelo e-mail{' '}
      <a className="font-medium text-brand-700 underline" href="mailto:contato@tenho.com.br">
        contato@tenho.com.br
      </a>
      , de segunda a sexta, das 9h às 18h. Esta página ainda está em construção.
    </PlaceholderLayout>
  );
}
