import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Frame } from './shell/Frame';
import { AuthLayout } from './screens/auth/AuthLayout';
import { FullPageLoader } from '../shared/FullPageLoader';
import { safeNextPath, signInPathFor } from './paths';
import { useSessionPhase } from './services-context';

/**
 * The signed-in application. While a stored session is restored a loader shows (never the
 * sign-in page); signed-out visitors go to sign-in, which brings them back here afterwards.
 */
export function RequireAuth() {
  const phase = useSessionPhase();
  const location = useLocation();
  if (phase === 'pending') return <FullPageLoader />;
  if (phase === 'signedOut') {
    return (
      <Navigate to={signInPathFor(location.pathname + location.search + location.hash)} replace />
    );
  }
  return <Frame />;
}

/** Sign-in, sign-up and forgot-password: a signed-in person goes on to the page they wanted. */
export function PublicOnly() {
  const phase = useSessionPhase();
  const [params] = useSearchParams();
  if (phase === 'pending') return <FullPageLoader />;
  if (phase === 'signedIn') return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <AuthLayout />;
}
