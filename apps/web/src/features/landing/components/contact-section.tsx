import { Clock, Mail, MessageCircle } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';

export const CONTACT_EMAIL = 'contato@tenho.com.br';

export type ContactSectionProps = { onGetStarted: () => void; onAuthIntent?: () => void };

export function ContactSection({ onGetStarted, onAuthIntent }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white pb-20 sm:pb-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
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
                Conte para a gente onde você quer atuar. Nossa equipe apresenta o território, o plano ideal e
                o passo a passo para começar. Tem uma empresa? Cadastre-se e comece a receber pedidos.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a
                  href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Quero ser franqueado Tenho')}`}
                  className={buttonClassName('secondary', 'lg', 'border-white')}
                >
                  <Mail className="size-4" aria-hidden="true" />
                  Quero ser franqueado
                </a>
                <Button
                  size="lg"
                  variant="ghost"
                  className="text-white ring-1 ring-white/40 hover:bg-white/10 active:bg-white/20"
                  onClick={onGetStarted}
                  onPointerEnter={onAuthIntent}
                  onFocus={onAuthIntent}
                >
                  Cadastrar minha empresa
                </Button>
              </div>
            </div>

            <ul className="flex flex-col gap-4 text-brand-50">
              <li className="flex items-start gap-4 rounded-2xl bg-white/10 p-5">
                <Mail className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-white">E-mail</p>
                  <a
                    href={`mailto:${CONTACT_EMAIL}`}
                    className="text-sm text-brand-100 underline-offset-4 hover:underline"
                  >
                    {CONTACT_EMAIL}
                  </a>
                </div>
              </li>
              <li className="flex items-start gap-4 rounded-2xl bg-white/10 p-5">
                <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-white">Empresas cadastradas</p>
                  <p className="text-sm text-brand-100">
                    Fale direto com a franquia da sua região pelo WhatsApp dela.
                  </p>
                </div>
              </li>
              <li className="flex items-start gap-4 rounded-2xl bg-white/10 p-5">
                <Clock className="mt-0.5 size-5 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-white">Atendimento</p>
                  <p className="text-sm text-brand-100">Segunda a sexta, das 9h às 18h.</p>
                </div>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
