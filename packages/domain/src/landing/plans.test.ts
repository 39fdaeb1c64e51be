import { describe, expect, it } from 'vitest';
import { formatBRL } from '../shared/format.ts';
import { ABOUT_STAT, ADD_ONS, HERO_STATS, PLANS, PLAN_ROI, POPULAR_BADGE } from './plans.ts';

describe('landing plans', () => {
  it('lists the three plans of spec §3 with their prices', () => {
    expect(PLANS.map((p) => [p.name, p.priceLabel])).toEqual([
      ['Franquia Básica', 'R$ 9.500'],
      ['Franquia Premium', 'R$ 30.300'],
      ['Franquia Master', 'R$ 90.500'],
    ]);
  });

  it('keeps each label in step with its price', () => {
    for (const item of [...PLANS, ...ADD_ONS]) {
      expect(formatBRL(item.price)).toBe(`${item.priceLabel},00`);
    }
  });

  it('marks only Premium as the popular one', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(['Franquia Premium']);
    for (const plan of PLANS) expect(plan.badge).toBe(plan.popular ? POPULAR_BADGE : null);
    expect(POPULAR_BADGE).toBe('Mais Popular');
  });

  it('advertises ROI in 6 months on every plan', () => {
    for (const plan of PLANS) expect(plan.roi).toBe(PLAN_ROI);
    expect(PLAN_ROI).toBe('ROI em 6 meses');
  });

  it('derives the features from the spec table', () => {
    const [basic, premium, master] = PLANS;
    expect(basic?.features.join(' ')).toMatch(
      /1 bairro ou zona.*Até 50 empresas.*Suporte básico via WhatsApp/,
    );
    expect(premium?.features.join(' ')).toMatch(
      /3 a 5 bairros ou zonas.*Até 200 empresas.*Suporte prioritário 24\/7/,
    );
    expect(master?.features.join(' ')).toMatch(/Cidade inteira.*Empresas ilimitadas.*Suporte VIP dedicado/);
    for (const plan of PLANS) {
      expect(plan.description.length).toBeGreaterThan(10);
      expect(new Set(plan.features).size).toBe(plan.features.length);
    }
  });

  it('has unique ids', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(3);
    expect(new Set(ADD_ONS.map((a) => a.id)).size).toBe(3);
  });
});

describe('add-ons and stats', () => {
  it('lists the three add-ons', () => {
    expect(ADD_ONS.map((a) => [a.name, a.price])).toEqual([
      ['Pacote de Marketing', 500],
      ['Suporte Premium', 300],
      ['Analytics Avançado', 200],
    ]);
  });

  it('has the hero and about figures', () => {
    expect(HERO_STATS).toEqual([
      { value: '500+', label: 'Empresas' },
      { value: '50+', label: 'Regiões' },
      { value: '10k+', label: 'Pedidos' },
    ]);
    expect(ABOUT_STAT).toEqual({ value: '95%', label: 'Satisfação' });
  });
});
