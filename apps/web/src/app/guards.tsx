import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { needsOnboarding } from '@trestle/core';
import { Frame } from './shell/Frame';
import { AuthLayout } from './screens/auth/AuthLayout';
import { OnboardingLayout } from './screens/onboarding/OnboardingLayout';
import { FullPageLoader } from '../shared/FullPageLoader';
import { ONBOARDING_PATH, onboardingPathFor, safeNextPath, signInPathFor } from './paths';
import { useAuthUser, useSessionPhase } from './services-context';
import { SESSION_ENDED_KEY } from './services';

/** True when this page load follows a 401 (MainApp says so in a toast and clears the mark). */
function sessionJustEnded(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

export interface RequireAuthProps {
  /** What a signed-out visitor sees at `/` (the public local feed) instead of sign-in. */
  visitorHome?: ReactNode;
  /** What a signed-out visitor sees at another address, if anything (else sign-in). */
  visitorPage?: (pathname: string) => ReactNode | null;
}

/**
 * The signed-in application. While a stored session is restored a loader shows (never the
 * sign-in page); signed-out visitors go to sign-in, which brings them back here afterwards —
 * except at `/`, where they get `visitorHome`. A session that just ended (401 and reload) still
 * lands on sign-in, which says why.
 */
export function RequireAuth({ visitorHome, visitorPage }: RequireAuthProps) {
  const phase = useSessionPhase();
  const user = useAuthUser();
  const location = useLocation();
  // Read on mount, before MainApp's effect clears the mark.
  const [sessionEnded] = useState(sessionJustEnded);
  if (phase === 'pending') return <FullPageLoader />;
  if (phase === 'signedOut') {
    if (visitorHome !== undefined && location.pathname === '/' && !sessionEnded) {
      return visitorHome;
    }
    const page = sessionEnded ? null : visitorPage?.(location.pathname);
    if (page) return page;
    return (
      <Navigate to={signInPathFor(location.pathname + location.search + location.hash)} replace />
    );
  }
  // A newcomer is led through onboarding first, then on to the page they opened.
  if (user && needsOnboarding(user)) {
    return (
      <Navigate
        to={onboardingPathFor(location.pathname + location.search + location.hash)}
        replace
      />
    );
  }
  return <Frame />;
}

/**
 * `/welcome`: onboarding for a signed-in newcomer. Signed out, sign in first (and come back);
 * once finished or skipped, on to the page that was wanted — so it is never shown again.
 */
export function OnboardingGuard() {
  const phase = useSessionPhase();
  const user = useAuthUser();
  const [params] = useSearchParams();
  if (phase === 'pending') return <FullPageLoader />;
  if (phase === 'signedOut' || !user)
    return <Navigate to={signInPathFor(ONBOARDING_PATH)} replace />;
  if (!needsOnboarding(user)) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return (
    <OnboardingLayout>
      <Outlet />
    </OnboardingLayout>
  );
}

/** Sign-in, sign-up and forgot-password: a signed-in person goes on to the page they wanted. */
export function PublicOnly() {
  const phase = useSessionPhase();
  const [params] = useSearchParams();
  if (phase === 'pending') return <FullPageLoader />;
  if (phase === 'signedIn') return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <AuthLayout />;
}
