import type { Id } from '../state/identity';

/** The signed-in user, as far as core needs it; the rest of the profile passes through. */
export interface AuthUser {
  id: Id;
  username: string;
  role?: { key: string } | null;
  [key: string]: unknown;
}

/** What sign-in, verify and refresh return. */
export interface AuthSession {
  user: AuthUser;
  /** A new access token; absent keeps the stored one. */
  token?: string | null;
  /** The role key; absent takes `user.role.key`. */
  role?: string | null;
}

/** Sign-up returns a session, or null when the account waits for e-mail verification. */
export type SignUpResult = AuthSession | null;
