import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/**
 * A form whose submit starts work that React reports busy only later (like a TanStack mutation);
 * the work ends when the test calls `finish` (no race with a timer on a loaded machine).
 */
function SlowForm({ onAction }: { onAction: (finish: () => void) => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAction(() => setBusy(false));
    setTimeout(() => setBusy(true), 0);
  };
  return (
    <form onSubmit={submit}>
      <Button type="submit" loading={busy}>
        Confirmar
      </Button>
    </form>
  );
}

describe('Button: one click, one action (issue 29)', () => {
  it('a double-click on a submit button submits once, before React shows it busy', async () => {
    let finish = () => {};
    const onAction = vi.fn((done: () => void) => {
      finish = done;
    });
    render(<SlowForm onAction={onAction} />);
    const button = screen.getByRole('button', { name: 'Confirmar' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Still one action while it works.
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(1);
    // Once the work is over, the next click is a new action.
    act(() => finish());
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('a click that started nothing frees the button right after (a refused form can be sent again)', async () => {
    const onClick = vi.fn();
    render(
      <Button loading={false} onClick={onClick}>
        Pagar com Pix
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar com Pix' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The lock is released two tasks after the click; three task hops, each queued after the lock's
    // own, wait for that whatever the machine's load (a 10 ms sleep was outrun on a loaded CI machine).
    for (let hop = 0; hop < 3; hop++) await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves plain buttons alone (no submit, no loading)', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Próximo</Button>);
    const button = screen.getByRole('button', { name: 'Próximo' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
