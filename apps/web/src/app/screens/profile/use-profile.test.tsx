import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServices, json } from '../../../test/fake-services';
import { ServicesProvider } from '../../services-context';
import { useProfile } from './use-profile';

const profileOf = (username: string) => ({ id: `id-${username}`, username });

describe('useProfile', () => {
  it('shows the profile opened last when the previous one answers after it', async () => {
    let answerAna: () => void = () => undefined;
    const fake = fakeServices({
      'GET /api/user/profile-by-name/ana': () =>
        new Promise((resolve) => {
          answerAna = () => resolve(json(200, profileOf('ana')));
        }),
      'GET /api/user/profile-by-name/ben': () => json(200, profileOf('ben')),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider services={fake.services}>{children}</ServicesProvider>
    );
    const { result, rerender } = renderHook(({ username }) => useProfile(username), {
      wrapper,
      initialProps: { username: 'ana' },
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    // The person moves on to Ben's profile while Ana's is still on its way.
    rerender({ username: 'ben' });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(async () => answerAna());
    await waitFor(() => expect(fake.calls).toContain('GET /api/user/profile-by-name/ana'));
    expect(result.current.state).toMatchObject({ status: 'loaded', profile: { username: 'ben' } });
  });

  it('says missing on 404 and loads again on reload', async () => {
    let found = false;
    const fake = fakeServices({
      'GET /api/user/profile-by-name/ana': () =>
        found ? json(200, profileOf('ana')) : json(404, { message: 'User not found.' }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider services={fake.services}>{children}</ServicesProvider>
    );
    const { result } = renderHook(() => useProfile('ana'), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'missing' }));
    found = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
  });
});
