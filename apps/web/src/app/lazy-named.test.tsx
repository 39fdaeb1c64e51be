import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { elementPreload, lazyNamed } from './lazy-named';

function Hello() {
  return <p>Olá</p>;
}

describe('lazyNamed', () => {
  it('preload() fetches the chunk once: the first render reuses it', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Lazy = lazyNamed(load, 'Hello');
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Olá')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preloaded component renders in the first pass, never showing its fallback', async () => {
    const Lazy = lazyNamed(async () => ({ Hello }), 'Hello');
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Olá')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).not.toBeInTheDocument();
  });

  it('a failed load is tried again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValue({ Hello });
    const Lazy = lazyNamed(load, 'Hello');
    await expect(Lazy.preload()).rejects.toThrow('rede');
    await expect(Lazy.preload()).resolves.toEqual({ Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('elementPreload is the preload of an element of a lazy component, and null for anything else', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Lazy = lazyNamed(load, 'Hello');
    expect(elementPreload(<Hello />)).toBeNull();
    expect(elementPreload(null)).toBeNull();
    expect(elementPreload('Olá')).toBeNull();
    const preload = elementPreload(<Lazy />);
    expect(load).not.toHaveBeenCalled();
    await expect(preload?.()).resolves.toEqual({ Hello });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
