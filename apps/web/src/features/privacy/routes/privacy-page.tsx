import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatPhone } from '@tenho/domain/shared/format';
import { buttonClassName } from '@/components/ui/button';
import { PublicPage } from '@/components/ui/public-page';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrivacyNotice } from '../api/get-privacy-notice';

/** The landing's general contact, shown while the MASTER has not named the encarregado's e-mail. */
const FALLBACK_EMAIL = 'contato@tenho.com.br';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-7 text-slate-600">{children}</div>
    </section>
  );
}

function Keyword({ children }: { children: ReactNode }) {
  return (
    <strong className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-slate-900">
      {children}
    </strong>
  );
}

function ContactBlock() {
  const notice = usePrivacyNotice();
  if (notice.isPending)
    return (
      <div aria-busy="true" aria-label="Carregando contatos" className="space-y-2">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-5 w-52" />
      </div>
    );
  if (notice.isError)
    return <QueryError query={notice} message="Erro ao carregar os contatos de privacidade" />;
  const { controllerName, contactEmail, contactPhone } = notice.data;
  const email = contactEmail || FALLBACK_EMAIL;
  return (
    <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      <dt className="font-medium text-slate-900">Controlador</dt>
      <dd>{controllerName}</dd>
      <dt className="font-medium text-slate-900">Encarregado (e-mail)</dt>
      <dd>
        <a className="font-medium text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
      </dd>
      {contactPhone && (
        <>
          <dt className="font-medium text-slate-900">Encarregado (WhatsApp)</dt>
          <dd>
            <a className="font-medium text-brand-700 underline" href={`https://wa.me/55${contactPhone}`}>
              {formatPhone(contactPhone)}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

function RetentionText() {
  const notice = usePrivacyNotice();
  const days = notice.data?.consumerDataRetentionDays;
  return (
    <p>
      Guardamos seus dados por{' '}
      <strong className="text-slate-900">{days ? `${days} dias` : 'o prazo configurado'}</strong> depois do
      seu último pedido. Passado esse prazo, seu número e seu nome são apagados automaticamente e trocados por
      um código que não identifica você; ficam só os totais, sem nada que aponte para você.
    </p>
  );
}

/** /privacidade (issue 31, LGPD Art. 9): what is stored about a consumer, why, with whom, for how long. */
export function PrivacyPage() {
  return (
    <PublicPage className="max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Privacidade</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        Como a Tenho trata os dados de quem pede um produto pelo WhatsApp, e como você pode consultar ou
        apagar os seus.
      </p>

      <Section id="quem" title="Quem cuida dos seus dados">
        <ContactBlock />
      </Section>

      <Section id="o-que" title="O que guardamos">
        <ul className="list-disc space-y-1 pl-6">
          <li>seu número de WhatsApp e o nome do seu perfil;</li>
          <li>as mensagens que você manda para a Tenho (o que você procura e onde);</li>
          <li>quais empresas responderam TENHO ao seu pedido e a avaliação que você der a elas.</li>
        </ul>
      </Section>

      <Section id="por-que" title="Por que guardamos">
        <p>
          Para atender ao pedido que você mesmo fez: encontrar empresas do bairro que tenham o que você
          procura e colocar vocês em contato (LGPD, Art. 7º, V — execução de procedimentos a pedido do
          titular).
        </p>
      </Section>

      <Section id="quem-recebe" title="Quem recebe">
        <p>
          Só as empresas que responderem TENHO ao seu pedido recebem seu número e seu nome, para falar com
          você. Cada empresa é responsável pelo uso que fizer desse contato.
        </p>
      </Section>

      <Section id="quanto-tempo" title="Por quanto tempo">
        <RetentionText />
      </Section>

      <Section id="direitos" title="Seus direitos">
        <p>
          Você pode saber o que guardamos, corrigir, levar seus dados para outro serviço ou pedir que sejam
          apagados (LGPD, Art. 18). Respondemos em até 15 dias. Mande para a Tenho, pelo WhatsApp:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Keyword>MEUS DADOS</Keyword> — para receber tudo o que está guardado sobre o seu número;
          </li>
          <li>
            <Keyword>APAGAR MEUS DADOS</Keyword> — para apagar seu número e seu nome; as empresas que
            receberam seu contato são avisadas.
          </li>
        </ul>
        <p>Se preferir, escreva para o encarregado no e-mail acima.</p>
      </Section>

      <Link to="/" className={buttonClassName('secondary', 'md', 'mt-12')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para a página inicial
      </Link>
    </PublicPage>
  );
}
