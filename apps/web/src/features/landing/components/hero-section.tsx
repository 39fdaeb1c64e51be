import { ArrowRight, CheckCheck, Sparkles } from 'lucide-react';
import { HERO_STATS } from '@tenho/domain/landing/plans';
import { buttonClassName } from '@/components/ui/button';
import { AuthButton } from './auth-button';

export type HeroSectionProps = { onGetStarted: () => void; onAuthIntent?: () => void };

const STAT_DETAIL: Record<string, string> = {
  Empresas: 'empresas parceiras',
  Regiões: 'regiões atendidas',
  Pedidos: 'pedidos conectados',
};

export function HeroSection({ onGetStarted, onAuthIntent }: HeroSectionProps) {
  return (
    <section
      id="top"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-xs">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Franquia digital de pedidos locais
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.5rem]">
            Pedidos do WhatsApp viram vendas para as empresas do bairro
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            O consumidor pergunta “alguém tem pneu aro 15?”. A Tenho entende o pedido, avisa as empresas
            certas da região e quem tem responde{' '}
            <strong className="font-semibold text-slate-800">TENHO</strong>. Você, franqueado, ganha com cada
            conexão.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AuthButton size="lg" onClick={onGetStarted} onIntent={onAuthIntent}>
              Começar Agora
              <ArrowRight className="size-4" aria-hidden="true" />
            </AuthButton>
            <a href="#prices" className={buttonClassName('secondary', 'lg')}>
              Ver planos de franquia
            </a>
          </div>

          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-8">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-600">{STAT_DETAIL[stat.label] ?? stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ChatIllustration />
      </div>
    </section>
  );
}

/** A drawn example of the loop: a WhatsApp request, its category, and a company answering TENHO. */
function ChatIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-sm lg:max-w-none">
      <div
        aria-hidden="true"
        className="rounded-[2rem] border border-slate-200 bg-white p-3 shadow-xl shadow-brand-900/5"
      >
        <div className="rounded-[1.5rem] bg-slate-50 p-4 sm:p-5">
          <div className="flex items-center gap-3 border-b border-slate-200 pb-4">
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              aria-hidden="true"
            >
              T
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">Tenho · Zona Sul</p>
              <p className="text-xs text-slate-500">online</p>
            </div>
          </div>

          <div className="mt-4 flex flex-col gap-3 text-sm">
            <p className="max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-4 py-2.5 text-slate-800 shadow-xs">
              Boa tarde! Alguém tem pneu aro 15 perto do Jabaquara?
              <span className="mt-1 block text-right text-[11px] text-slate-500">14:02</span>
            </p>

            <div className="self-center rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
              Categoria identificada: <span className="text-brand-800">Autopeças · Pneus</span>
            </div>

            <div className="rounded-2xl border border-slate-200 bg-white p-3.5 shadow-xs">
              <p className="text-xs font-semibold text-slate-500">Pedido enviado a 4 empresas</p>
              <p className="mt-1 font-medium text-slate-900">Pneu aro 15 — Jabaquara</p>
              <div className="mt-3 grid grid-cols-2 gap-2 text-xs font-semibold">
                <span className="rounded-lg bg-brand-600 py-2 text-center text-white">TENHO</span>
                <span className="rounded-lg bg-slate-100 py-2 text-center text-slate-700">NÃO TENHO</span>
              </div>
            </div>

            <p className="max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand-100 px-4 py-2.5 text-slate-800">
              <strong className="font-semibold">Auto Peças Silva</strong> respondeu TENHO! Segue o contato:
              (11) 98765-4321
              <span className="mt-1 flex items-center justify-end gap-1 text-[11px] text-slate-600">
                14:03 <CheckCheck className="size-3.5 text-brand-700" aria-hidden="true" />
              </span>
            </p>
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        Exemplo: um consumidor pede um pneu pelo WhatsApp, a Tenho identifica a categoria, avisa as empresas
        da região e uma delas responde TENHO.
      </figcaption>
    </figure>
  );
}
