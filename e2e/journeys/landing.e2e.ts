import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { gone, landingHeader, pathname, seen } from '../support/journey.ts';
import { animationsSettled, nextFrames } from '../support/settle.ts';

const ANCHORS = [
  ['Sobre', '#about'],
  ['Recursos', '#features'],
  ['Preços', '#prices'],
  ['Contato', '#contact'],
] as const;

const FEATURES = [
  'Pedidos pelo WhatsApp',
  'Categorização com IA',
  'Respostas TENHO / NÃO TENHO',
  'Carteira de créditos',
  'Unidades territoriais',
  'Relatórios',
];

const PLANS = [
  ['Franquia Básica', 'R$ 9.500'],
  ['Franquia Premium', 'R$ 30.300'],
  ['Franquia Master', 'R$ 90.500'],
] as const;

const ADD_ONS = [
  ['Pacote de Marketing', 'R$ 500'],
  ['Suporte Premium', 'R$ 300'],
  ['Analytics Avançado', 'R$ 200'],
] as const;

describe('landing page', () => {
  const browser = useBrowser();

  it('shows the header, the hero claims, the 95%, the six features and the plans', async () => {
    const { context, page } = await browser.newPage();
    try {
      await page.goto('/');
      const header = landingHeader(page);

      for (const [label, href] of ANCHORS) {
        const link = header.getByRole('link', { name: label, exact: true });
        expect(await seen(link), `header link ${label}`).toBe(true);
        expect(await link.getAttribute('href')).toBe(href);
      }
      expect(await seen(header.getByRole('button', { name: 'Entrar', exact: true }))).toBe(true);
      expect(await seen(header.getByRole('button', { name: 'Começar Agora', exact: true }))).toBe(true);

      const hero = page.getByRole('main').locator('section').first();
      expect(await seen(hero.getByRole('heading', { level: 1 }))).toBe(true);
      for (const claim of ['500+', '50+', '10k+']) {
        expect(await seen(hero.getByText(claim, { exact: true })), `hero claim ${claim}`).toBe(true);
      }

      const about = page.locator('#about');
      expect(await seen(about.getByText('95%', { exact: true }))).toBe(true);

      const features = page.locator('#features');
      const featureTitles = await features.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(featureTitles.map((t) => t.trim())).toEqual(FEATURES);

      const prices = page.locator('#prices');
      const planTitles = await prices.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(planTitles.map((t) => t.trim())).toEqual([...PLANS.map(([name]) => name), expect.any(String)]);
      for (const [name, price] of PLANS) {
        const card = prices
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        const text = await card.innerText();
        expect(text, name).toContain(price);
        expect(text, name).toContain('ROI em 6 meses');
        expect(text.includes('Mais Popular'), `${name} badge`).toBe(name === 'Franquia Premium');
      }
      expect(await prices.getByText('Mais Popular', { exact: true }).count()).toBe(1);
      expect(await prices.getByText('ROI em 6 meses', { exact: true }).count()).toBe(3);

      for (const [name, price] of ADD_ONS) {
        const addOn = prices.getByRole('listitem').filter({ hasText: name });
        expect(await addOn.count(), name).toBe(1);
        expect(await addOn.innerText()).toContain(price);
      }

      expect(await seen(page.locator('#contact'))).toBe(true);
      expect(await seen(page.getByRole('contentinfo'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('follows a header anchor to its section', async () => {
    const { context, page } = await browser.newPage();
    try {
      await page.goto('/');
      await landingHeader(page).getByRole('link', { name: 'Preços', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#prices');
      expect(await seen(page.getByRole('heading', { name: 'Franquia Premium', exact: true }))).toBe(true);
      await expect
        .poll(() => page.locator('#prices').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(200);
    } finally {
      await context.close();
    }
  });

  it('changes the header style once the page is scrolled more than 10 px', async () => {
    const { context, page } = await browser.newPage();
    try {
      await page.goto('/');
      const header = landingHeader(page);
      const look = () =>
        header.evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.backgroundColor} | ${style.boxShadow}`;
        });
      const atTop = await look();

      await page.evaluate(() => window.scrollTo(0, 8));
      await page.waitForFunction(() => window.scrollY === 8);
      await nextFrames(page);
      await animationsSettled(page);
      expect(await look(), 'still within the 10 px threshold').toBe(atTop);

      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(look).not.toBe(atTop);
      const scrolled = await look();
      // Settled on an opaque background once scrolled.
      expect(scrolled).not.toMatch(/^rgba\(0, 0, 0, 0\)/);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(look).toBe(atTop);
    } finally {
      await context.close();
    }
  });

  it('is usable on a 390 px phone: no sideways scroll, buttons reachable, section menu opens and closes', async () => {
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    try {
      await page.goto('/');
      const header = landingHeader(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seen(header.getByRole('button', { name: 'Entrar', exact: true }))).toBe(true);
      expect(await seen(header.getByRole('button', { name: 'Começar Agora', exact: true }))).toBe(true);
      expect(await seen(page.getByRole('heading', { level: 1 }))).toBe(true);

      const sobre = header.getByRole('link', { name: 'Sobre', exact: true });
      expect(await sobre.isVisible(), 'anchors fold into the menu').toBe(false);
      await header.getByRole('button', { name: 'Abrir menu' }).click();
      for (const [label] of ANCHORS) {
        expect(await seen(header.getByRole('link', { name: label, exact: true })), label).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await gone(sobre), 'Esc closes the menu').toBe(true);

      await header.getByRole('button', { name: 'Abrir menu' }).click();
      await header.getByRole('link', { name: 'Recursos', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#features');
      expect(await gone(header.getByRole('link', { name: 'Recursos', exact: true })), 'menu closes').toBe(
        true,
      );
      expect(await seen(page.getByRole('heading', { name: 'Pedidos pelo WhatsApp', exact: true }))).toBe(
        true,
      );

      // The plans stack in one column and stay inside the screen.
      const premium = page.getByRole('heading', { name: 'Franquia Premium', exact: true });
      await premium.scrollIntoViewIfNeeded();
      const box = await premium.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('renders the /about and /contact placeholders and a 404 for any other path', async () => {
    const { context, page } = await browser.newPage();
    try {
      await page.goto('/about');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sobre a Tenho');
      expect(pathname(page)).toBe('/about');

      await page.goto('/contact');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contato');
      await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await seen(landingHeader(page).getByRole('button', { name: 'Entrar', exact: true }))).toBe(true);

      for (const path of ['/nao-existe', '/planos/premium']) {
        await page.goto(path);
        expect(await seen(page.getByText('Page not found.', { exact: true })), path).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
