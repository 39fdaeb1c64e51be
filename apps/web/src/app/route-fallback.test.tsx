import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/render';
import { PanelFrameFallback } from './route-fallback';

describe('PanelFrameFallback', () => {
  it("paints the frame's top bar with the panel's name while the panel's code arrives", () => {
    signInAs({ role: 'CLIENT' });
    render(<PanelFrameFallback />);
    expect(screen.getByText('Painel do Cliente')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('names the MASTER panel for the MASTER', () => {
    signInAs({ role: 'MASTER' });
    render(<PanelFrameFallback />);
    expect(screen.getByText('Painel Master')).toBeInTheDocument();
  });
});
