import { RequireAuth } from '../../guards';
import { lazyPage } from '../../../lazy/lazy-page';
import { useSessionPhase } from '../../services-context';

const PublicPostView = lazyPage(() => import('../visitor/PublicPostView'));

/**
 * `/post/:postId` for everyone: signed-in people get the full view inside the frame (the
 * nested route), visitors the public read-only post, so shared links work for them too.
 */
export function PostRoute() {
  const phase = useSessionPhase();
  return phase === 'signedOut' ? <PublicPostView /> : <RequireAuth />;
}
