// News (RSS) screens: the routes' pages are loaded lazily by routes.tsx; the explore tab is
// mounted by the explore screen.
export { ExploreRss } from './ExploreRss';
export { NEWS_PATH, newsSourcePath } from './paths';
