import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_ERROR_MESSAGE, LAZY_LOAD_TIMEOUT_MS } from '@trestle/core';
import { lazyPage } from './lazy-page';

function Page({ name }: { name: string }) {
  return <h1>{name} page</h1>;
}

describe('lazy pages and the chunk-load error screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the chunk-load error when the code fails to load, and Retry loads it again', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(loader);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy name="Jobs" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of Trestle did not load');
    expect(alert.textContent).toContain(CHUNK_LOAD_ERROR_MESSAGE);
    expect(loader).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up after core’s 120-second time-out with a chunk-load error', async () => {
    vi.useFakeTimers();
    const Lazy = lazyPage(() => new Promise<{ default: typeof Page }>(() => undefined));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy name="Projects" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('It took longer than 2 minutes.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows a reload screen, not Retry, when a loaded page breaks while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const Lazy = lazyPage(() => Promise.resolve({ default: Broken }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on this page');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
