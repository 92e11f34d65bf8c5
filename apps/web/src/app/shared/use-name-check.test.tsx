import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, json, type FakeServices } from '../../test/fake-services';
import { ServicesProvider } from '../services-context';
import { NAME_CHECK_DELAY_MS, useNameCheck, type NameKind } from './use-name-check';

const TAKEN = 'This name is already taken.';

/** A server where "Taken Crew" / "taken_crew" are taken and every other name is free. */
function serverChecking(): { fake: FakeServices; asked: unknown[] } {
  const asked: unknown[] = [];
  const answer = async (request: Request) => {
    const body = (await request.json()) as { name: string };
    asked.push(body);
    return /^taken/i.test(body.name) ? json(409, { message: TAKEN }) : json(200, { ok: true });
  };
  const fake = fakeServices({
    'PUT /api/user/group/name': answer,
    'PUT /api/user/channel/name': answer,
  });
  return { fake, asked };
}

function renderCheck(
  fake: FakeServices,
  kind: NameKind,
  name: string,
  options?: { id?: string; ownName?: string },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={fake.services}>{children}</ServicesProvider>
  );
  return renderHook(({ typed }) => useNameCheck(kind, typed, options), {
    wrapper,
    initialProps: { typed: name },
  });
}

/** Lets the clock run `ms` and the answers that became due arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the name check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks only after the name has stayed the same for 350 ms, then says it is available', async () => {
    const { fake, asked } = serverChecking();
    // The form opens empty: nothing to check yet.
    const { result, rerender } = renderCheck(fake, 'group', '');
    expect(result.current).toEqual({ status: 'invalid' });
    rerender({ typed: 'Site' });
    expect(result.current).toEqual({ status: 'checking' });
    await wait(NAME_CHECK_DELAY_MS - 50);
    rerender({ typed: ' Site-Leads ' });
    await wait(NAME_CHECK_DELAY_MS - 1);
    expect(asked).toEqual([]);
    expect(result.current).toEqual({ status: 'checking' });
    await wait(1);
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'available' }));
    // Only the settled name, trimmed by core's rule, was asked.
    expect(asked).toEqual([{ name: 'Site-Leads' }]);
    expect(NAME_CHECK_DELAY_MS).toBe(350);
  });

  it('says a channel name is taken with the server’s message, quietly', async () => {
    const { fake, asked } = serverChecking();
    const { result, rerender } = renderCheck(fake, 'channel', '', { id: 'c1' });
    rerender({ typed: 'taken_crew' });
    await wait(NAME_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'taken', message: TAKEN }));
    expect(asked).toEqual([{ name: 'taken_crew', id: 'c1' }]);
    expect(fake.notify).not.toHaveBeenCalled();
  });

  it('calls a name core refuses invalid, and the item’s own name idle, without asking', async () => {
    const { fake, asked } = serverChecking();
    const invalid = renderCheck(fake, 'channel', 'has spaces');
    const own = renderCheck(fake, 'group', ' Crew-One ', { ownName: 'Crew-One' });
    await wait(NAME_CHECK_DELAY_MS * 2);
    expect(invalid.result.current).toEqual({ status: 'invalid' });
    expect(own.result.current).toEqual({ status: 'idle' });
    expect(asked).toEqual([]);
  });

  it('shows the answer for the latest name only, even when an earlier answer comes later', async () => {
    let releaseFirst: () => void = () => undefined;
    const fake = fakeServices({
      'PUT /api/user/group/name': async (request) => {
        const body = (await request.json()) as { name: string };
        if (body.name === 'taken-crew') {
          await new Promise<void>((resolve) => (releaseFirst = resolve));
          return json(409, { message: TAKEN });
        }
        return json(200, { ok: true });
      },
    });
    const { result, rerender } = renderCheck(fake, 'group', '');
    rerender({ typed: 'taken-crew' });
    await wait(NAME_CHECK_DELAY_MS);
    rerender({ typed: 'free-crew' });
    await wait(NAME_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(result.current).toEqual({ status: 'available' }));
    releaseFirst();
    await wait(10);
    expect(result.current).toEqual({ status: 'available' });
  });
});
