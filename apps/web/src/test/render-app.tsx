// The whole app over fake services, opened at one address: how the screens' tests start.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import MainApp from '../app/MainApp';
import { demoUser, fakeServices, json, type FakeServices, type Handler } from './fake-services';

/** The token a signed-in test starts with; the refresh call trades it for demoUser's session. */
export const STORED_TOKEN = 'stored-token';

/**
 * Renders the app at `path` with the given API routes. Signed in as demoUser unless `signedIn`
 * is false (then it opens as a visitor, with no stored session).
 */
export function renderApp(
  path: string,
  routes: Record<string, Handler>,
  { signedIn = true }: { signedIn?: boolean } = {},
): FakeServices {
  const session: Record<string, Handler> = signedIn
    ? { 'GET /api/auth/refresh': () => json(200, { token: STORED_TOKEN, user: demoUser }) }
    : {};
  const fake = fakeServices({ ...session, ...routes }, signedIn ? { token: STORED_TOKEN } : {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainApp services={fake.services} />
    </MemoryRouter>,
  );
  return fake;
}
