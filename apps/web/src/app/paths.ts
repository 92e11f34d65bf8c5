// Path rules of the main application (spec section 2).

/** Auth screens: a signed-in person has nothing to do there, and they are never a "next" page. */
export const AUTH_PATHS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/verify',
  '/reset-password',
];

/** The notifications page is recognised by the path containing the word "notification". */
export function isNotificationsPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('notification');
}

/** The chat id carried after /messages/, which becomes the active chat; null without one. */
export function chatIdFromPath(pathname: string): string | null {
  const match = /^\/messages\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The page to return to after signing in: only a path on this site (no `//host`, no scheme),
 * never an auth screen; '/' otherwise.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const pathname = next.split(/[?#]/)[0] ?? '/';
  if (AUTH_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return '/';
  return next;
}

/** The sign-in URL that returns to `wanted` (path, query and hash) afterwards. */
export function signInPathFor(wanted: string): string {
  const next = safeNextPath(wanted);
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}

/** Keeps the `next` parameter when moving between the auth screens. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe === '/' ? path : `${path}?next=${encodeURIComponent(safe)}`;
}

/** The first-sign-in onboarding (issue 8). */
export const ONBOARDING_PATH = '/welcome';

/** The onboarding URL that goes on to `wanted` (path, query and hash) afterwards. */
export function onboardingPathFor(wanted: string): string {
  return withNext(ONBOARDING_PATH, wanted);
}

/** The username of a profile address (`/profile/:username`), or null (`/profile`, its sub-pages). */
export function profileNameFromPath(pathname: string): string | null {
  const match = /^\/profile\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
