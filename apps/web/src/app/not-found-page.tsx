import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** Any unknown path (spec §2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <Logo />
      <p className="mt-10 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found.</h1>
      <p className="mt-3 text-slate-600">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to="/" className={buttonClassName('primary', 'md', 'mt-8')}>
        Voltar para a página inicial
      </Link>
    </main>
  );
}
