import { Clock, Mail, MessageCircle } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { AuthButton } from './auth-button';
import { LandingSection } from './landing-section';

export const CONTACT_EMAIL = 'contato@tenho.com.br';

/** Where to reach the network, beside the call to action. */
const CHANNELS = [
  {
    icon: Mail,
    title: 'E-mail',
    text: (
      <a
        href={`mailto:${CONTACT_EMAIL}`}
        className="text-sm text-brand-100 underline-offset-4 hover:underline"
      >
        {CONTACT_EMAIL}
      </a>
    ),
  },
  {
    icon: MessageCircle,
    title: 'Empresas cadastradas',
    text: (
      <p className="text-sm text-brand-100">Fale direto com a franquia da sua região pelo WhatsApp dela.</p>
    ),
  },
  {
    icon: Clock,
    title: 'Atendimento',
    text: <p className="text-sm text-brand-100">Segunda a sexta, das 9h às 18h.</p>,
  },
];

export type ContactSectionProps = { onGetStarted: () => void; onAuthIntent?: () => void };

export function ContactSection({ onGetStarted, onAuthIntent }: ContactSectionProps) {
  return (
    <LandingSection id="contact" className="bg-white pb-20 sm:pb-28">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Contato</p>
            <h2
              id="contact-title"
              className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              Leve a Tenho para a sua região
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-8 text-brand-100">
              Conte para a gente onde você quer atuar. Nossa equipe apresenta o território, o plano ideal e o
              passo a passo para começar. Tem uma empresa? Cadastre-se e comece a receber pedidos.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a
                href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Quero ser franqueado Tenho')}`}
                className={buttonClassName('secondary', 'lg', 'border-white')}
              >
                <Mail className="size-4" aria-hidden="true" />
                Quero ser franqueado
              </a>
              <AuthButton
                size="lg"
                variant="ghost"
                className="text-white ring-1 ring-white/40 hover:bg-white/10 active:bg-white/20"
                onClick={onGetStarted}
                onIntent={onAuthIntent}
              >
                Cadastrar minha empresa
              </AuthButton>
            </div>
          </div>

          <ul className="flex flex-col gap-4 text-brand-50">
            {CHANNELS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-4 rounded-2xl bg-white/10 p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-white">{title}</p>
                  {text}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
