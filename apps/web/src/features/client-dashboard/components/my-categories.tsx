import { Link } from 'react-router';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

/** 'Minhas Categorias' (name and code): where the company receives requests. */
export function MyCategories({ categories }: { categories: ClientDashboard['categories'] }) {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Minhas Categorias</CardTitle>
          <CardDescription>Você recebe os pedidos de clientes destas categorias.</CardDescription>
        </div>
        <Link to="/client/categorias" className={buttonClassName('link', 'sm', 'text-sm')}>
          Alterar
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Minhas Categorias">
        {categories.map((category) => (
          <li
            key={category.id}
            className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 py-1 pr-3 pl-3 text-sm"
          >
            <span className="font-medium text-slate-900">{category.name}</span>
            <code className="text-xs text-slate-500">{category.code}</code>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Without categories the company receives nothing: say so, with the way to choose them. */
export function NoCategoriesNotice() {
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50/60 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <CardTitle>Escolha suas categorias</CardTitle>
        <p className="text-sm text-amber-900">
          Sua empresa ainda não escolheu categorias, por isso não recebe pedidos de clientes.
        </p>
      </div>
      <Link to="/client/categorias" className={buttonClassName('primary')}>
        Escolher categorias
      </Link>
    </Card>
  );
}
