import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@tenho/domain/auth/password';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { RegisterForm } from './register-form';

const metRules = () =>
  within(screen.getByRole('list', { name: 'Requisitos da senha' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.dataset.rule);

describe('password checklist', () => {
  it('lists every rule of spec §5', () => {
    renderWithProviders(<PasswordChecklist value="" />);
    const items = within(screen.getByRole('list', { name: 'Requisitos da senha' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      PASSWORD_RULES.map((rule) => `${rule.label}(pendente)`),
    );
  });

  it('ticks each rule live as the password is typed in the register form', async () => {
    mockFetch(() => ({ body: [] }));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSuccess={() => {}} onSwitchToLogin={() => {}} />);
    const password = screen.getByLabelText('Senha');
    expect(metRules()).toEqual([]);

    await user.type(password, 'a');
    expect(metRules()).toEqual(['lower']);
    await user.type(password, 'B');
    expect(metRules()).toEqual(['upper', 'lower']);
    await user.type(password, '1');
    expect(metRules()).toEqual(['upper', 'lower', 'digit']);
    await user.type(password, '@');
    expect(metRules()).toEqual(['upper', 'lower', 'digit', 'special']);
    await user.type(password, 'cdef');
    expect(metRules()).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(screen.getAllByText('(atendido)')).toHaveLength(5);

    await user.clear(password);
    expect(metRules()).toEqual([]);
  });

  it('is announced with the password field', () => {
    mockFetch(() => ({ body: [] }));
    renderWithProviders(<RegisterForm onSuccess={() => {}} onSwitchToLogin={() => {}} />);
    const describedBy = screen.getByLabelText('Senha').getAttribute('aria-describedby') ?? '';
    const list = screen.getByRole('list', { name: 'Requisitos da senha' });
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.contains(list))).toBe(true);
  });
});
