import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KeywordChipsInput } from './keyword-chips-input';

function Harness({ initial = [] as string[] }) {
  const [keywords, setKeywords] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="kw">Palavras-chave</label>
      <KeywordChipsInput id="kw" value={keywords} onChange={setKeywords} />
      <output data-testid="value">{JSON.stringify(keywords)}</output>
    </>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Palavras-chave adicionadas' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('keyword chips input', () => {
  it('Enter and comma turn what was typed into chips', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Palavras-chave');
    await user.type(input, 'disjuntor{Enter}tomada,  fiação elétrica ,');
    expect(chips()).toEqual(['disjuntor', 'tomada', 'fiação elétrica']);
    expect(value()).toEqual(['disjuntor', 'tomada', 'fiação elétrica']);
    expect(input).toHaveValue('');
    expect(screen.getByText(/Palavra-chave “fiação elétrica” adicionada\. 3 no total\./)).toBeInTheDocument();
  });

  it('a pasted comma-separated list adds each part and keeps the unfinished last one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Palavras-chave');
    await user.click(input);
    await user.paste('luz, chuveiro,tomada, quadr');
    expect(value()).toEqual(['luz', 'chuveiro', 'tomada']);
    expect(input).toHaveValue('quadr');
  });

  it('Backspace in the empty box removes the last chip; the x button removes that one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['luz', 'tomada', 'disjuntor']} />);
    const input = screen.getByLabelText('Palavras-chave');
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(value()).toEqual(['luz', 'tomada']);
    expect(screen.getByText('Palavra-chave “disjuntor” removida. 2 no total.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover palavra-chave luz' }));
    expect(value()).toEqual(['tomada']);
    expect(input).toHaveFocus();
  });

  it('Backspace while typing only edits the text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['luz']} />);
    await user.type(screen.getByLabelText('Palavras-chave'), 'ab{Backspace}');
    expect(value()).toEqual(['luz']);
    expect(screen.getByLabelText('Palavras-chave')).toHaveValue('a');
  });

  it('ignores repeats (any case) and refuses a keyword over 60 characters, with a visible reason', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Luz']} />);
    const input = screen.getByLabelText('Palavras-chave');
    await user.type(input, 'LUZ{Enter}');
    expect(value()).toEqual(['Luz']);
    expect(screen.getByText('“LUZ” já está na lista')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, `${'a'.repeat(61)}{Enter}`);
    expect(value()).toEqual(['Luz']);
    expect(screen.getByText('Cada palavra-chave deve ter no máximo 60 caracteres')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('a'.repeat(61));
  });

  it('adds what is left in the box when the field loses focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">Outro</button>
      </>,
    );
    await user.type(screen.getByLabelText('Palavras-chave'), 'encanador');
    await user.click(screen.getByRole('button', { name: 'Outro' }));
    expect(value()).toEqual(['encanador']);
  });
});
