import {
  NOT_OFFERED_REASON_LABELS,
  type NotOfferedReason,
} from '@tenho/domain/lead-preferences/lead-preferences.constants';
import type { NotOffered } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DetailsSection } from './message-details-sections';

/** Amber: the company chose it (pause, cap); red: a balance to top up; grey: hours and the platform's turns. */
const REASON_TONES: Record<NotOfferedReason, BadgeTone> = {
  paused: 'amber',
  cap_reached: 'amber',
  no_balance: 'red',
  closed: 'grey',
  backlog: 'grey',
  rotation: 'grey',
};

/**
 * 'Empresas não consultadas' (MASTER/ADMIN): the companies of the request's category that were
 * not offered it, each with why (paused, closed, cap reached, no balance, rotation).
 */
export function NotOfferedCompanies({ companies }: { companies: readonly NotOffered[] }) {
  return (
    <DetailsSection id="detalhes-nao-consultadas" title={`Empresas não consultadas (${companies.length})`}>
      {companies.length === 0 ? (
        <p className="text-slate-600">Todas as empresas da categoria foram consultadas.</p>
      ) : (
        <ul
          aria-label="Empresas da categoria não consultadas e o motivo"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {companies.map((company) => (
            <li
              key={company.company_id}
              className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{company.name}</p>
              <Badge
                tone={REASON_TONES[company.reason]}
                className="self-start whitespace-nowrap sm:self-auto"
              >
                <span className="sr-only">Motivo: </span>
                {NOT_OFFERED_REASON_LABELS[company.reason]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}
