import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { AuthSnapshot } from '@trestle/core';
import type { AppState } from './app-store';
import { useStoreSelector } from './app-store';
import type { AuthUser, Services } from './services';

export const ServicesContext = createContext<Services | null>(null);

/** The services and their query cache, for everything below (the app, and tests of one screen). */
export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queries}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a ServicesContext provider (MainApp).');
  return services;
}

/** Reads a slice of the auth machine's snapshot. */
export function useAuth<T>(select: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useServices().auth, select);
}

/**
 * What the screens need to know about the session:
 * - `pending`: a stored session is being restored (show a loader, not the sign-in page);
 * - `signedIn`: there is a user (also while signing out);
 * - `signedOut`: no user (also while signing in, up or verifying: the forms show their own state).
 */
export type SessionPhase = 'pending' | 'signedIn' | 'signedOut';

export function sessionPhaseOf(snapshot: AuthSnapshot): SessionPhase {
  if (snapshot.context.user) return 'signedIn';
  if (snapshot.matches('never') || snapshot.matches({ loading: 'refreshing' })) return 'pending';
  return 'signedOut';
}

export function useSessionPhase(): SessionPhase {
  return useAuth(sessionPhaseOf);
}

export function useAuthUser(): AuthUser | null {
  return useAuth((snapshot) => snapshot.context.user as AuthUser | null);
}

export function useAppState<T>(select: (state: AppState) => T): T {
  return useStoreSelector(useServices().store, select);
}
