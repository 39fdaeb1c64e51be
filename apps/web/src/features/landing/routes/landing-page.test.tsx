import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

function renderLanding() {
  render(<LandingPage onSignIn={() => {}} onGetStarted={() => {}} />);
}

describe('landing page content (spec §2, §3)', () => {
  it('has the hero claims and the 95% satisfaction', () => {
    renderLanding();
    for (const claim of ['500+', '50+', '10k+', '95%']) expect(screen.getByText(claim)).toBeInTheDocument();
  });

  it('has the four anchored sections', () => {
    const { container } = render(<LandingPage onSignIn={() => {}} onGetStarted={() => {}} />);
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual(
      expect.arrayContaining(['about', 'features', 'prices', 'contact']),
    );
  });

  it('lists six features', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: /Tudo o que a sua franquia precisa/ });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('prices the three plans, marks Premium as Mais Popular, ROI in 6 months, and the add-ons', () => {
    renderLanding();
    const prices = screen.getByRole('region', { name: /Escolha a franquia/ });
    const plans = within(prices)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(plans.slice(0, 3)).toEqual(['Franquia Básica', 'Franquia Premium', 'Franquia Master']);
    for (const price of ['R$ 9.500', 'R$ 30.300', 'R$ 90.500', 'R$ 500', 'R$ 300', 'R$ 200']) {
      expect(within(prices).getByText(price)).toBeInTheDocument();
    }
    expect(within(prices).getAllByText('Mais Popular')).toHaveLength(1);
    expect(within(prices).getByText('Mais Popular').closest('li')).toHaveTextContent('Franquia Premium');
    expect(within(prices).getAllByText('ROI em 6 meses')).toHaveLength(3);
    for (const addOn of ['Pacote de Marketing', 'Suporte Premium', 'Analytics Avançado']) {
      expect(within(prices).getByText(addOn)).toBeInTheDocument();
    }
  });
});
