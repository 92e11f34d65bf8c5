// The explore tabs, as a registry: each tab's label and what its panel shows for the search in
// the address (`?q=`). Groups, channels and news sources (RSS) lend their own finders, driven by
// the explore search bar instead of a search field of their own.
import type { ReactNode } from 'react';
import { ExploreChannels } from '../channels/ExploreChannels';
import { GroupDirectory } from '../groups/GroupDirectory';
import { ExploreRss } from '../rss/ExploreRss';
import { ExplorePeople } from './ExplorePeople';
import { ExplorePosts } from './ExplorePosts';

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

export const EXPLORE_TAB_REGISTRY: readonly ExploreTabEntry[] = [
  { value: 'posts', label: 'Posts', render: (props) => <ExplorePosts {...props} /> },
  { value: 'people', label: 'People', render: (props) => <ExplorePeople {...props} /> },
  { value: 'groups', label: 'Groups', render: ({ q }) => <GroupDirectory search={q} /> },
  { value: 'channels', label: 'Channels', render: ({ q }) => <ExploreChannels search={q} /> },
  { value: 'rss', label: 'News sources', render: ({ q }) => <ExploreRss search={q} /> },
];

/** The tab named in the address, or the first (Posts). */
export function exploreTabOf(value: string | null): ExploreTabEntry {
  return EXPLORE_TAB_REGISTRY.find((tab) => tab.value === value) ?? EXPLORE_TAB_REGISTRY[0]!;
}
