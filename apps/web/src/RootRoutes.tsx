import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from './lazy/lazy-page';
import { FullPageLoader } from './shared/FullPageLoader';
import { topLevelView } from './top-level';

const MainApp = lazyPage(() => import('./app/MainApp'), { fallback: <FullPageLoader /> });

/**
 * `/embed/:id` is a page the server writes itself (apps/server/src/modules/embed), with no
 * application script: reached inside the app, it is loaded from the server instead.
 */
export function ServerEmbedPage() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <FullPageLoader />;
}

/** The top-level split: `/embed/:id` (exactly) is the server's embed page, everything else the app. */
export function RootRoutes() {
  const { pathname } = useLocation();
  return topLevelView(pathname).view === 'embed' ? <ServerEmbedPage /> : <MainApp />;
}
