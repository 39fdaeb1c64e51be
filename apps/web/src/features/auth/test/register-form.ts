import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { TERMS_MSG } from '@tenho/domain/auth/terms';

export type RegisterFormValues = {
  unit: { id: number; name: string };
  company: string;
  email: string;
  whatsapp: string;
  password: string;
  /** Ticks the terms checkbox unless false. */
  acceptTerms?: boolean;
};

/** Fills the registration form as a person does, once the unit list has loaded; the password twice. */
export async function fillRegisterForm(user: ReturnType<typeof userEvent.setup>, values: RegisterFormValues) {
  await screen.findByRole('option', { name: values.unit.name });
  await user.selectOptions(screen.getByLabelText('Franquia'), String(values.unit.id));
  await user.type(screen.getByLabelText('Nome da empresa'), values.company);
  await user.type(screen.getByLabelText('E-mail'), values.email);
  await user.type(screen.getByLabelText('WhatsApp'), values.whatsapp);
  await user.type(screen.getByLabelText('Senha'), values.password);
  await user.type(screen.getByLabelText('Confirmar senha'), values.password);
  // The terms of use (issue 31 point 7): required to go on.
  if (values.acceptTerms !== false)
    await user.click(screen.getByRole('checkbox', { name: TERMS_MSG.checkbox }));
}
