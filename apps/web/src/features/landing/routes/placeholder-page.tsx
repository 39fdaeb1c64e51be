import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PublicPage } from '@/components/ui/public-page';
import { buttonClassName } from '@/components/ui/button';

function PlaceholderLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPage className="max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div>
      <Link to="/" className={buttonClassName('secondary', 'md', 'mt-10')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para a página inicial
      </Link>
    </PublicPage>
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
