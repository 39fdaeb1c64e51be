import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingHeader } from './landing-header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('landing header', () => {
  it('changes style only after 10 px of scroll', () => {
    render(<LandingHeader onSignIn={() => {}} onGetStarted={() => {}} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('Entrar and Começar Agora call their handlers; the mobile menu toggles and Esc closes it', async () => {
    const onSignIn = vi.fn();
    const onGetStarted = vi.fn();
    const user = userEvent.setup();
    render(<LandingHeader onSignIn={onSignIn} onGetStarted={onGetStarted} />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.click(screen.getByRole('button', { name: 'Começar Agora' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onGetStarted).toHaveBeenCalledTimes(1);

    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
