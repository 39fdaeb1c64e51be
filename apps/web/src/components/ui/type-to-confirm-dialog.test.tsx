import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypeToConfirmDialog } from './type-to-confirm-dialog';

function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <TypeToConfirmDialog
      open={open}
      title="Excluir usuário"
      description="Tem certeza que deseja excluir Ana?"
      word="EXCLUIR"
      confirmLabel="Excluir permanentemente"
      onConfirm={onConfirm}
      onCancel={() => {
        setOpen(false);
        onCancel();
      }}
    />
  );
}

/** The two-step dialog open in its harness, with spies for both outcomes. */
function setup() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
  return { user, onConfirm, onCancel };
}

describe('TypeToConfirmDialog', () => {
  it('asks first, then confirms only once the word is typed exactly', async () => {
    const { user, onConfirm, onCancel } = setup();

    const dialog = screen.getByRole('dialog', { name: 'Excluir usuário' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir Ana?');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const box = screen.getByLabelText('Digite EXCLUIR');
    expect(box).toHaveFocus();
    await user.type(box, 'excluir');
    await user.click(screen.getByRole('button', { name: 'Excluir permanentemente' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Digite EXCLUIR para confirmar')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'EXCLUIR{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels from the first step', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Esc at the second step cancels', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Digite EXCLUIR'), 'EXCL');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('blocks every control while the action runs', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const dialog = (loading: boolean) => (
      <TypeToConfirmDialog
        open
        loading={loading}
        title="Excluir usuário"
        description="?"
        word="EXCLUIR"
        confirmLabel="Excluir permanentemente"
        onConfirm={() => {}}
        onCancel={onCancel}
      />
    );
    const { rerender } = render(dialog(false));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Digite EXCLUIR'), 'EXCLUIR');
    rerender(dialog(true));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Excluir permanentemente/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
