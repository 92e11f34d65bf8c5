// Wire shapes of the auth calls, taken from the contract (`@trestle/openapi/types`).
import type { components } from '@trestle/openapi/types';

/** The signed-in person as the server sends it (spec section 3 "Auth user"). */
export type AuthUser = components['schemas']['AuthUser'];

/** What sign-in, verify and refresh return: a bearer token and the person it belongs to. */
export type AuthSession = components['schemas']['Session'];

/** Sign-up returns a session, or null when the account waits for e-mail verification. */
export type SignUpResult = AuthSession | null;
