import { useLocation } from 'react-router';
import { lazyPage } from './lazy/lazy-page';
import { FullPageLoader } from './shared/FullPageLoader';
import { topLevelView } from './top-level';

// The two top-level views load separately: a page embedded on another website never downloads
// the application, and the application never downloads the embed view.
const EmbedView = lazyPage(() => import('./embed/EmbedView'));
const MainApp = lazyPage(() => import('./app/MainApp'), { fallback: <FullPageLoader /> });

/** The top-level split: `/embed/:id` (exactly) is the embed view, everything else the app. */
export function RootRoutes() {
  const { pathname } = useLocation();
  const top = topLevelView(pathname);
  return top.view === 'embed' ? <EmbedView id={top.id} /> : <MainApp />;
}
