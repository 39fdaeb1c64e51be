import { CheckCircle2, KeyRound } from 'lucide-react';
import { PASSWORD_RULES } from '@tenho/domain/auth/password';
import { SESSION_REMEMBER_TTL_DAYS, SESSION_TTL_DAYS } from '@tenho/domain/shared/constants';
import { Card } from '@/components/ui/card';
import { SECURITY_MSG } from '../security-copy';

/** The password rules in force (the domain's, the same the forms and the API check) and the session lifetime. */
export function PasswordPolicyCard() {
  return (
    <section aria-labelledby="politica-senha-titulo">
      <Card>
        <div className="flex items-start gap-3 p-5 sm:p-6">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            <KeyRound className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="politica-senha-titulo" className="text-base font-semibold text-slate-900">
              {SECURITY_MSG.policyTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{SECURITY_MSG.policyDescription}</p>
            <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" aria-label="Regras da senha">
              {PASSWORD_RULES.map((rule) => (
                <li key={rule.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {rule.label}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-600">
              Cada sessão dura {SESSION_TTL_DAYS} dias ({SESSION_REMEMBER_TTL_DAYS} dias com &lsquo;Lembrar de
              mim&rsquo;). Redefinir a senha encerra todas as sessões da conta; desativar uma conta ou
              encerrar uma sessão aqui desconecta o aparelho na hora.
            </p>
          </div>
        </div>
      </Card>
    </section>
  );
}
