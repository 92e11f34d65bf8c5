import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServices, json, type FakeServices } from '../../../test/fake-services';
import { ServicesProvider } from '../../services-context';
import { makeGroup } from './groups-fixtures';
import { useGroup } from './use-group';

const FIRST = '0190b3c2-0000-7000-8000-0000000000f1';
const SECOND = '0190b3c2-0000-7000-8000-0000000000f2';

function renderGroup(fake: FakeServices, groupId: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={fake.services}>{children}</ServicesProvider>
  );
  return renderHook(({ id }) => useGroup(id), { wrapper, initialProps: { id: groupId } });
}

describe('useGroup', () => {
  it('shows the group opened last when the previous one answers after it', async () => {
    let answerFirst: () => void = () => undefined;
    const fake = fakeServices({
      [`GET /api/user/group/${FIRST}`]: () =>
        new Promise((resolve) => {
          answerFirst = () => resolve(json(200, makeGroup({ id: FIRST, title: 'First crew' })));
        }),
      [`GET /api/user/group/${SECOND}`]: () =>
        json(200, makeGroup({ id: SECOND, title: 'Second crew' })),
    });
    const { result, rerender } = renderGroup(fake, FIRST);
    rerender({ id: SECOND });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(async () => answerFirst());
    expect(result.current.state).toMatchObject({
      status: 'loaded',
      group: { title: 'Second crew' },
    });
  });

  it('tells a missing group (404) from one that blocked the caller (403), without toasts', async () => {
    const fake = fakeServices({
      [`GET /api/user/group/${FIRST}`]: () => json(404, { message: 'Group not found.' }),
      [`GET /api/user/group/${SECOND}`]: () => json(403, { message: 'You are blocked here.' }),
    });
    const missing = renderGroup(fake, FIRST);
    const blocked = renderGroup(fake, SECOND);
    await waitFor(() => expect(missing.result.current.state).toEqual({ status: 'missing' }));
    await waitFor(() =>
      expect(blocked.result.current.state).toEqual({
        status: 'blocked',
        message: 'You are blocked here.',
      }),
    );
    expect(fake.notify).not.toHaveBeenCalled();
  });
});
