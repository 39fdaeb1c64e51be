import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { PricingSection } from '../components/pricing-section';

export type LandingPageProps = {
  /** Entrar: the auth modal on its login view. */
  onSignIn: () => void;
  /** Começar Agora: the auth modal on its register view. */
  onGetStarted: () => void;
  onAuthIntent?: () => void;
};

/** The public page at / (spec §2, §3). The auth modal is composed in app/, not here. */
export function LandingPage({ onSignIn, onGetStarted, onAuthIntent }: LandingPageProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <LandingHeader onSignIn={onSignIn} onGetStarted={onGetStarted} onAuthIntent={onAuthIntent} />
      <main id="main">
        <HeroSection onGetStarted={onGetStarted} onAuthIntent={onAuthIntent} />
        <AboutSection />
        <FeaturesSection />
        <PricingSection />
        <ContactSection onGetStarted={onGetStarted} onAuthIntent={onAuthIntent} />
      </main>
      <LandingFooter onSignIn={onSignIn} onGetStarted={onGetStarted} />
    </>
  );
}
