import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestCategorizeResult } from '@tenho/domain/categories/categories.schemas';
import { mockFetch, renderWithProviders, signInAs } from '@/test/render';
import { CategorizeTestArea } from './categorize-test-area';

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;

const ELETRICISTA: TestCategorizeResult = {
  success: true,
  originalMessage: 'preciso de um eletricista pra trocar o disjuntor, cpf 529.982.247-25',
  category: 'Eletricista',
  categoryId: 7,
  document: '529.982.247-25',
  error: null,
  confidence: 0.874,
  alternatives: [
    { categoryId: 7, category: 'Eletricista', confidence: 0.874 },
    { categoryId: 12, category: 'Material elétrico', confidence: 0.41 },
  ],
  source: 'offline',
};

function setup() {
  signInAs({ role: 'CLIENT' });
  const user = userEvent.setup();
  renderWithProviders(<CategorizeTestArea />);
  const textbox = screen.getByRole('textbox', { name: 'Mensagem de teste' });
  const button = screen.getByRole('button', { name: 'Testar categorização' });
  return { user, textbox, button };
}

const field = (panel: HTMLElement, label: string) => {
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('categorize test area', () => {
  it('keeps the button disabled while the message is blank or only spaces', async () => {
    const calls = mockFetch(() => ({ body: ELETRICISTA }));
    const { user, textbox, button } = setup();
    expect(button).toBeDisabled();
    await user.type(textbox, '   ');
    expect(button).toBeDisabled();
    await user.type(textbox, 'oi');
    expect(button).toBeEnabled();
    await user.clear(textbox);
    expect(button).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('sends the message and shows the six fields in Portuguese, the confidence and the alternatives', async () => {
    const calls = mockFetch(() => ({ body: ELETRICISTA }));
    const { user, textbox, button } = setup();
    await user.type(textbox, `  ${ELETRICISTA.originalMessage} `);
    await user.click(button);

    const panel = await screen.findByTestId('categorize-result');
    expect(calls[0]).toMatchObject({
      url: '/api/webhooks/test-categorize',
      method: 'POST',
      body: { message: ELETRICISTA.originalMessage },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-de-teste');
    expect(within(panel).getByText('Categoria identificada')).toBeInTheDocument();
    expect(field(panel, 'Sucesso')).toBe('Sim');
    expect(field(panel, 'Mensagem original')).toBe(ELETRICISTA.originalMessage);
    expect(field(panel, 'Categoria')).toBe('Eletricista');
    expect(field(panel, 'ID da categoria')).toBe('7');
    expect(field(panel, 'Documento (CPF/CNPJ)')).toBe('529.982.247-25');
    expect(field(panel, 'Erro')).toBe('—');
    expect(within(panel).getByRole('meter', { name: 'Confiança' })).toHaveAttribute('aria-valuetext', '87%');
    // The best category is not repeated among the alternatives.
    const alternatives = within(panel).getByRole('list', { name: 'Outras possibilidades' });
    expect(
      within(alternatives)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Material elétrico (ID 12)41%']);
    expect(screen.getByText('Resultado: Eletricista, confiança 87%.')).toBeInTheDocument();
  });

  it('an uncategorised message shows the reason in the Erro field', async () => {
    mockFetch(() => ({
      body: {
        ...ELETRICISTA,
        success: false,
        originalMessage: 'bom dia',
        category: null,
        categoryId: null,
        document: null,
        error: 'Não foi possível identificar a categoria',
        confidence: 0.12,
        alternatives: [],
      },
    }));
    const { user, textbox, button } = setup();
    await user.type(textbox, 'bom dia');
    await user.click(button);
    const panel = await screen.findByTestId('categorize-result');
    expect(within(panel).getByText('Não categorizada')).toBeInTheDocument();
    expect(field(panel, 'Sucesso')).toBe('Não');
    expect(field(panel, 'Categoria')).toBe('—');
    expect(field(panel, 'Documento (CPF/CNPJ)')).toBe('Nenhum encontrado');
    expect(field(panel, 'Erro')).toBe('Não foi possível identificar a categoria');
  });

  it("a failed call toasts 'Erro ao categorizar mensagem' and shows no result", async () => {
    mockFetch(() => ({ status: 500, body: { code: 'internal', message: 'Erro interno' } }));
    const { user, textbox, button } = setup();
    await user.type(textbox, 'preciso de um encanador');
    await user.click(button);
    await waitFor(() =>
      expect(within(toaster()).getByText('Erro ao categorizar mensagem')).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('categorize-result')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("accepts a message as long as WhatsApp's (4096 characters) and sends it whole", async () => {
    const long = 'preciso de um eletricista '.repeat(200).slice(0, 4096).trim();
    const calls = mockFetch(() => ({ body: { ...ELETRICISTA, originalMessage: long } }));
    const { user, textbox, button } = setup();
    expect(textbox).toHaveAttribute('maxlength', '4096');
    await user.click(textbox);
    await user.paste(`${long}${'x'.repeat(100)}`);
    expect((textbox as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(4096);
    await user.clear(textbox);
    await user.paste(long);
    await user.click(button);
    await screen.findByTestId('categorize-result');
    expect(calls[0]).toMatchObject({ body: { message: long } });
  });
});
