import { Link } from 'react-router';
import { BarChart3, Headset, MessageSquare, Wallet } from 'lucide-react';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatPhone } from '@tenho/domain/shared/format';
import { waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import { ActionCardBody, actionCardClass } from '@/components/ui/action-card';
import { useCan } from '@/lib/use-can';

const cardClass = actionCardClass({ compact: true });

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
              <ActionCardBody icon={<MessageSquare className="size-5" />} title="Responder pedidos">
                TENHO ou NÃO TENHO para os pedidos abertos.
              </ActionCardBody>
            </Link>
          </li>
        ) : null}
        {canFinancial ? (
          <li>
            <Link to="/client/financeiro" className={cardClass}>
              <ActionCardBody icon={<Wallet className="size-5" />} title="Ver transações">
                Extrato e carga de créditos por Pix.
              </ActionCardBody>
            </Link>
          </li>
        ) : null}
        {canReports ? (
          <li>
            <Link to="/client/relatorios" className={cardClass}>
              <ActionCardBody icon={<BarChart3 className="size-5" />} title="Meus relatórios">
                Indicadores da sua empresa.
              </ActionCardBody>
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
              <ActionCardBody icon={<Headset className="size-5" />} title="Suporte">
                {`WhatsApp da ${unit?.name ?? 'franquia'}: ${formatPhone(unit?.whatsapp ?? '')}`}
                <span className="sr-only"> (abre em nova aba)</span>
              </ActionCardBody>
            </a>
          ) : (
            <div className="flex h-full items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-4">
              <ActionCardBody icon={<Headset className="size-5" />} title="Suporte" arrow={false}>
                {unit
                  ? `Fale com a ${unit.name}: o WhatsApp de atendimento ainda não foi cadastrado.`
                  : 'Sua empresa ainda não está vinculada a uma franquia.'}
              </ActionCardBody>
            </div>
          )}
        </li>
      </ul>
    </section>
  );
}
