import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast, ToastHost } from '@trestle/ui';
import {
  createServices,
  SESSION_ENDED_KEY,
  SESSION_ENDED_MESSAGE,
  type Services,
} from './services';
import { ServicesProvider } from './services-context';
import { PersonLanguage } from './shell/PersonLanguage';

function showToast(message: string, kind: 'error' | 'success' | 'info' = 'info') {
  if (kind === 'error') toast.error(message);
  else if (kind === 'success') toast.success(message);
  else toast(message);
}

let defaultServices: Services | null = null;

/** The application's services, created once per page load. */
function appServices(): Services {
  defaultServices ??= createServices({ notify: showToast });
  return defaultServices;
}

export interface MainAppProps {
  /** Tests pass their own services (fake fetch, memory storage). */
  services?: Services;
}

/** Everything but the embed page (served by the server): auth screens, the signed-in frame and its areas. */
export default function MainApp({ services: given }: MainAppProps) {
  const [services] = useState(() => given ?? appServices());
  // Bumped on sign-out: every screen below remounts, so no state of the last person survives.
  const [generation, setGeneration] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = services.auth.on('signedOut', ({ reason }) => {
      services.realtime.stop();
      services.modals.closeAll();
      services.store.reset();
      services.queries.clear();
      if (reason === 'unauthorized') {
        services.reload();
        return;
      }
      setGeneration((count) => count + 1);
      navigate('/sign-in', { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [services, navigate]);

  useWindowWidth(services);
  useSessionEndedNotice(services);

  return (
    <ServicesProvider services={services}>
      <PersonLanguage generation={generation} />
      <ToastHost />
    </ServicesProvider>
  );
}

/** Reports the window width to the app state on every resize (spec section 2). */
function useWindowWidth({ store }: Services) {
  useEffect(() => {
    const report = () => store.set({ windowWidth: window.innerWidth });
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [store]);
}

/** After a 401 reloaded the page, says why the person is back at sign-in. */
function useSessionEndedNotice({ notify }: Services) {
  useEffect(() => {
    if (window.sessionStorage.getItem(SESSION_ENDED_KEY) === null) return;
    window.sessionStorage.removeItem(SESSION_ENDED_KEY);
    notify(SESSION_ENDED_MESSAGE, 'info');
  }, [notify]);
}
