import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { Tabs } from '@trestle/ui';
import { usePageTitle } from '../../use-page-title';
import { ShortsFeed } from './ShortsFeed';
import { VideoColumn } from './VideoColumn';
import page from '../Page.module.css';

type VideosTab = 'videos' | 'shorts';

const TABS: { value: VideosTab; label: string; path: string }[] = [
  { value: 'videos', label: 'Videos', path: '/videos' },
  { value: 'shorts', label: 'Shorts', path: '/videos/shorts' },
];

/**
 * `/videos`: the video column (long videos, with video search) and, at `/videos/shorts`, the
 * shorts player. The tab is the address, so a shared link opens the same view.
 */
export default function VideosRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: VideosTab = /^\/videos\/shorts\/?$/.test(pathname) ? 'shorts' : 'videos';
  usePageTitle(tab === 'shorts' ? 'Shorts' : 'Videos');
  return (
    <div className={page.page}>
      <h1 className={page.title}>Videos</h1>
      <Tabs
        label="Videos"
        items={TABS}
        value={tab}
        onChange={(value) => void navigate(TABS.find((t) => t.value === value)!.path)}
        className={page.tabs}
      >
        <div className={page.panel}>
          <Routes>
            <Route index element={<VideoColumn />} />
            <Route path="shorts" element={<ShortsFeed />} />
          </Routes>
        </div>
      </Tabs>
    </div>
  );
}
