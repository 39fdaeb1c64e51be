import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BarChart3, Headset, MessageSquare, Wallet } from 'lucide-react';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatPhone } from '@tenho/domain/shared/format';
import { waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import { useCan } from '@/lib/use-can';

const cardClass =
  'group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Quick actions that lead somewhere real: requests, statement, reports and the unit's WhatsApp. */
export function QuickActions({ unit }: { unit: ClientDashboard['unit'] }) {
  const canMessages = useCan('message.access');
  const canFinancial = useCan('financial.access');
  const canReports = useCan('report.access');
  const support = unit?.whatsapp ? waIdFromNationalPhone(unit.whatsapp) : null;

  return (
    <section aria-labelledby="acoes-rapidas">
      <h2 id="acoes-rapidas" className="text-lg font-semibold text-slate-900">
        Ações rápidas
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {canMessages ? (
          <li>
            <Link to="/client/mensagens" className={cardClass}>
              <Action icon={<MessageSquare className="size-5" />} title="Responder pedidos">
                TENHO ou NÃO TENHO para os pedidos abertos.
              </Action>
            </Link>
          </li>
        ) : null}
        {canFinancial ? (
          <li>
            <Link to="/client/financeiro" className={cardClass}>
              <Action icon={<Wallet className="size-5" />} title="Ver transações">
                Extrato e carga de créditos por Pix.
              </Action>
            </Link>
          </li>
        ) : null}
        {canReports ? (
          <li>
            <Link to="/client/relatorios" className={cardClass}>
              <Action icon={<BarChart3 className="size-5" />} title="Meus relatórios">
                Indicadores da sua empresa.
              </Action>
            </Link>
          </li>
        ) : null}
        <li>
          {support ? (
            <a
              href={`https://wa.me/${support}`}
              target="_blank"
              rel="noopener noreferrer"
              className={cardClass}
            >
              <Action icon={<Headset className="size-5" />} title="Suporte">
                {`WhatsApp da ${unit?.name ?? 'franquia'}: ${formatPhone(unit?.whatsapp ?? '')}`}
                <span className="sr-only"> (abre em nova aba)</span>
              </Action>
            </a>
          ) : (
            <div className="flex h-full items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-4">
              <Action icon={<Headset className="size-5" />} title="Suporte" arrow={false}>
                {unit
                  ? `Fale com a ${unit.name}: o WhatsApp de atendimento ainda não foi cadastrado.`
                  : 'Sua empresa ainda não está vinculada a uma franquia.'}
              </Action>
            </div>
          )}
        </li>
      </ul>
    </section>
  );
}

function Action({
  icon,
  title,
  children,
  arrow = true,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  arrow?: boolean;
}) {
  return (
    <>
      <span
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        {icon}
      </span>
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
