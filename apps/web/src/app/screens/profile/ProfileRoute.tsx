import { RequireAuth } from '../../guards';
import { lazyPage } from '../../../lazy/lazy-page';
import { useSessionPhase } from '../../services-context';

const PublicProfileView = lazyPage(() => import('../visitor/PublicProfileView'));

/**
 * `/profile/:username` for everyone: signed-in people get the profile inside the frame (the
 * nested route), visitors the person's public card, so an author's name on a public post leads
 * somewhere.
 */
export function ProfileRoute() {
  const phase = useSessionPhase();
  return phase === 'signedOut' ? <PublicProfileView /> : <RequireAuth />;
}
