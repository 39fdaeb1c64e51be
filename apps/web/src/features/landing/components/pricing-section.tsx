import { Check, Plus, TrendingUp } from 'lucide-react';
import { ADD_ONS, PLANS } from '@tenho/domain/landing/plans';
import { buttonClassName } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <LandingSection id="prices" className="bg-white py-20 sm:py-28">
      <SectionHeading
        id="prices-title"
        eyebrow="Preços"
        title="Escolha a franquia do tamanho da sua ambição"
        description="Investimento único por território. Todos os planos incluem a plataforma completa, com retorno do investimento estimado em 6 meses."
      />

      <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white p-8',
              plan.popular
                ? 'border-brand-600 shadow-xl ring-1 shadow-brand-900/10 ring-brand-600 lg:-my-4 lg:py-12'
                : 'border-slate-200',
            )}
          >
            {plan.badge ? (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm">
                {plan.badge}
              </p>
            ) : null}
            <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
              {plan.name}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.priceLabel}</span>
            </p>
            <p className="mt-1 text-sm text-slate-500">investimento inicial</p>
            <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <TrendingUp className="size-4" aria-hidden="true" />
              {plan.roi}
            </p>
            <ul className="mt-8 flex flex-1 flex-col gap-3 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-brand-600"
                    strokeWidth={3}
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <a
              href="#contact"
              className={buttonClassName(plan.popular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}
            >
              Quero esta franquia
              <span className="sr-only">: {plan.name}</span>
            </a>
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h3 className="text-lg font-semibold text-slate-900">Adicionais para turbinar a sua unidade</h3>
        <p className="mt-1 text-sm text-slate-600">
          Contrate junto com qualquer plano, quando fizer sentido para você.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {ADD_ONS.map((addOn) => (
            <li key={addOn.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <IconTile size="sm">
                <Plus className="size-4" />
              </IconTile>
              <div>
                <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
                  {addOn.name}
                  <span className="text-brand-700">{addOn.priceLabel}</span>
                </p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{addOn.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
