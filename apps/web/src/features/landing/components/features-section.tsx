import { BarChart3, BrainCircuit, MapPinned, MessageCircle, ThumbsUp, Wallet } from 'lucide-react';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: MessageCircle,
    title: 'Pedidos pelo WhatsApp',
    text: 'O consumidor pede pelo canal que já usa todos os dias. Sem aplicativo para instalar, sem cadastro, sem fricção.',
  },
  {
    icon: BrainCircuit,
    title: 'Categorização com IA',
    text: 'Cada mensagem é lida e classificada automaticamente — de pneus a material de construção — e segue só para quem atende aquela categoria.',
  },
  {
    icon: ThumbsUp,
    title: 'Respostas TENHO / NÃO TENHO',
    text: 'A empresa responde com um toque. Quem tem o produto recebe o contato do cliente na hora, e o cliente recebe o da empresa.',
  },
  {
    icon: Wallet,
    title: 'Carteira de créditos',
    text: 'Cada empresa recarrega créditos e paga apenas pelos pedidos que aceita. Saldo e extrato sempre à vista.',
  },
  {
    icon: MapPinned,
    title: 'Unidades territoriais',
    text: 'Cada franquia cuida do seu bairro, zona ou cidade, com as suas empresas, os seus pedidos e os seus resultados.',
  },
  {
    icon: BarChart3,
    title: 'Relatórios',
    text: 'Acompanhe pedidos, respostas, receita e a atividade das empresas em relatórios claros, prontos para decidir.',
  },
] as const;

export function FeaturesSection() {
  return (
    <LandingSection id="features" className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28">
      <SectionHeading
        id="features-title"
        eyebrow="Recursos"
        title="Tudo o que a sua franquia precisa para transformar conversas em negócios"
        description="Do primeiro “alguém tem?” até o contato trocado, cada etapa acontece na plataforma — e fica registrada."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-md"
          >
            <span
              className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white"
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
