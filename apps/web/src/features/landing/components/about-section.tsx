import { Building2, Handshake, Megaphone, Repeat } from 'lucide-react';
import { ABOUT_STAT } from '@tenho/domain/landing/plans';
import { IconTile } from '@/components/ui/icon-tile';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const REVENUE_SOURCES = [
  {
    icon: Repeat,
    title: 'Mensalidades',
    text: 'As empresas da sua região pagam para receber os pedidos do bairro.',
  },
  {
    icon: Handshake,
    title: 'Comissões sobre vendas',
    text: 'Cada pedido atendido gera receita para a unidade.',
  },
  {
    icon: Megaphone,
    title: 'Publicidade local',
    text: 'Destaque para negócios que querem aparecer primeiro.',
  },
  { icon: Building2, title: 'Planos corporativos', text: 'Pacotes para redes e empresas com várias lojas.' },
] as const;

const STEPS = [
  { title: 'O cliente pede pelo WhatsApp', text: 'Do jeito que ele já conversa, sem baixar aplicativo.' },
  {
    title: 'A IA entende e categoriza',
    text: 'O pedido vai só para as empresas daquela categoria e daquela região.',
  },
  {
    title: 'A empresa responde TENHO',
    text: 'Cliente e empresa recebem o contato um do outro e fecham negócio.',
  },
] as const;

export function AboutSection() {
  return (
    <LandingSection
      id="about"
      className="bg-white py-20 sm:py-28"
      containerClassName="grid gap-12 lg:grid-cols-2 lg:gap-16"
    >
      <div>
        <SectionHeading
          id="about-title"
          eyebrow="Sobre"
          align="left"
          title="Uma franquia que vive da demanda do seu bairro"
          description="A Tenho conecta quem procura um produto a quem tem esse produto perto de casa. Cada franqueado cuida de um território — um bairro, uma zona ou a cidade inteira — e ganha com a demanda local que passa pela plataforma."
        />

        <ol className="mt-10 flex flex-col gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{step.title}</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>

      <div className="flex flex-col gap-6">
        <div className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
          <p className="text-6xl font-bold tracking-tight sm:text-7xl">{ABOUT_STAT.value}</p>
          <p className="mt-3 text-lg font-semibold">de {ABOUT_STAT.label.toLowerCase()}</p>
          <p className="mt-2 max-w-sm text-sm leading-6 text-brand-100">
            das empresas parceiras com os pedidos que recebem pela Tenho: clientes que já chegam sabendo o que
            querem.
          </p>
        </div>

        <RevenueSources />
      </div>
    </LandingSection>
  );
}

/** What the franchisee earns from, beside the 95%. */
function RevenueSources() {
  return (
    <div className="rounded-3xl border border-slate-200 p-6 sm:p-8">
      <h3 className="text-base font-semibold text-slate-900">De onde vem a receita do franqueado</h3>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {REVENUE_SOURCES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <IconTile size="sm">
              <Icon className="size-4.5" />
            </IconTile>
            <div>
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="mt-0.5 text-sm leading-6 text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
