import { useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';

/**
 * Finishing or skipping onboarding: the server records it (never shown again), and the updated
 * person goes into the session, whereupon the onboarding guard moves on to the page wanted.
 */
export function useFinishOnboarding() {
  const services = useServices();
  const [finishing, setFinishing] = useState(false);
  async function finish() {
    setFinishing(true);
    try {
      const user = await unwrap(services.client.api.POST('/user/profile/onboarded'));
      services.auth.send({ type: 'USER_UPDATED', user });
    } catch {
      // The SDK has said why in a toast; the person may try again.
      setFinishing(false);
    }
  }
  return { finishing, finish };
}
