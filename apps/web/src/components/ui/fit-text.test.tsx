import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FitText } from './fit-text';

const EMAIL = 'atendimento@autopecaspaulista.demo.tenho.com.br';

/** jsdom lays nothing out: make every element report `scroll` px of content in `client` px. */
function layout(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FitText', () => {
  it('when it fits: plain text, not focusable, no tooltip', () => {
    layout(100, 200);
    render(<FitText>{EMAIL}</FitText>);
    const text = screen.getByText(EMAIL);
    expect(text).not.toHaveAttribute('tabindex');
  });

  it('when cut: it takes keyboard focus and shows the whole text on focus', async () => {
    layout(400, 200);
    render(
      <>
        <button type="button">antes</button>
        <FitText lines={1}>{EMAIL}</FitText>
      </>,
    );
    const text = screen.getByText(EMAIL);
    expect(text).toHaveAttribute('tabindex', '0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await act(async () => {
      await user.tab();
    });
    expect(text).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EMAIL);
  });
});
