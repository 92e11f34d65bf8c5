// Double-submit anti-forgery: the server sets a cookie; a browser client echoes it in a header.
// Node clients carry no cookies and need no header.

import { CSRF_COOKIE } from '@trestle/core';

export { CSRF_COOKIE, CSRF_HEADER } from '@trestle/core';

/** Reads the anti-forgery cookie from a `document.cookie` string. */
export function readCsrfCookie(cookieString: string | undefined): string | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function browserCookies(): string | undefined {
  return (globalThis as { document?: { cookie?: string } }).document?.cookie;
}
