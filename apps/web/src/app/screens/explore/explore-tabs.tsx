// The explore tabs, as a registry: each tab's label and what its panel shows for the search in
// the address (`?q=`). Channels and news sources (RSS) come with their own areas: their panels
// (screens/channels/ExploreChannels.tsx, screens/rss/ExploreRss.tsx) are mounted here when those
// areas are merged; until then the tab says so plainly.
import type { ReactNode } from 'react';
import { EmptyState } from '@trestle/ui';
import { ExploreGroups } from './ExploreGroups';
import { ExplorePeople } from './ExplorePeople';
import { ExplorePosts } from './ExplorePosts';
import page from '../Page.module.css';

export interface ExploreTabProps {
  /** The search in the address (`?q=`), as typed. */
  q: string;
  /** Every parameter of the address, for a tab's own filters (e.g. `?type=`). */
  params: URLSearchParams;
  /** Sets (or, with null, drops) one parameter of the address. */
  setParam: (name: string, value: string | null) => void;
}

export interface ExploreTabEntry {
  value: string;
  label: string;
  render: (props: ExploreTabProps) => ReactNode;
}

function ComingWith({ what }: { what: string }) {
  return (
    <EmptyState className={page.notice} title="Coming soon" text={`This tab comes with ${what}.`} />
  );
}

export const EXPLORE_TAB_REGISTRY: readonly ExploreTabEntry[] = [
  { value: 'posts', label: 'Posts', render: (props) => <ExplorePosts {...props} /> },
  { value: 'people', label: 'People', render: (props) => <ExplorePeople {...props} /> },
  { value: 'groups', label: 'Groups', render: (props) => <ExploreGroups {...props} /> },
  { value: 'channels', label: 'Channels', render: () => <ComingWith what="channels" /> },
  { value: 'rss', label: 'News sources', render: () => <ComingWith what="news sources" /> },
];

/** The tab named in the address, or the first (Posts). */
export function exploreTabOf(value: string | null): ExploreTabEntry {
  return EXPLORE_TAB_REGISTRY.find((tab) => tab.value === value) ?? EXPLORE_TAB_REGISTRY[0]!;
}
