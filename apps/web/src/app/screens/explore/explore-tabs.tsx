// The explore tabs, as a registry: each tab's label and what its panel shows for the search in
// the address (`?q=`). Groups, channels and news sources (RSS) lend their own finders, driven by
// the explore search bar instead of a search field of their own. The media kinds and shorts are
// one panel with the kind as a parameter; the advanced search brings its own typed box.
import type { ReactNode } from 'react';
import { ExploreChannels } from '../channels/ExploreChannels';
import { GroupDirectory } from '../groups/GroupDirectory';
import { ExploreRss } from '../rss/ExploreRss';
import { ExploreAdvanced } from './ExploreAdvanced';
import { ExploreMedia } from './ExploreMedia';
import { ExplorePeople } from './ExplorePeople';
import { ExplorePosts } from './ExplorePosts';
import { MEDIA_TABS } from './media-tabs';

export interface ExploreTabProps {
  /** The search in the address (`?q=`), as typed. */
  q: string;
  /** Every parameter of the address, for a tab's own filters (e.g. `?type=`). */
  params: URLSearchParams;
  /** Sets (or, with null, drops) one parameter of the address. */
  setParam: (name: string, value: string | null) => void;
  /** Sets several parameters in one step (one history entry); a list repeats the parameter. */
  setParams: (updates: Record<string, string | readonly string[] | null>) => void;
}

export interface ExploreTabEntry {
  value: string;
  label: string;
  render: (props: ExploreTabProps) => ReactNode;
  /** The tab shows its own search box instead of Explore's. */
  ownSearch?: boolean;
}

export const EXPLORE_TAB_REGISTRY: readonly ExploreTabEntry[] = [
  { value: 'posts', label: 'Posts', render: (props) => <ExplorePosts {...props} /> },
  { value: 'people', label: 'People', render: (props) => <ExplorePeople {...props} /> },
  { value: 'groups', label: 'Groups', render: ({ q }) => <GroupDirectory search={q} /> },
  { value: 'channels', label: 'Channels', render: ({ q }) => <ExploreChannels search={q} /> },
  { value: 'rss', label: 'News sources', render: ({ q }) => <ExploreRss search={q} /> },
  ...MEDIA_TABS.map((kind) => ({
    value: kind.value,
    label: kind.label,
    render: (props: ExploreTabProps) => <ExploreMedia kind={kind} {...props} />,
  })),
  {
    value: 'advanced',
    label: 'Advanced search',
    ownSearch: true,
    render: (props) => <ExploreAdvanced {...props} />,
  },
];

/** Older or other names of a tab, so their addresses still open it (`music` is the Audio tab). */
const TAB_ALIASES: Record<string, string> = { music: 'audio' };

/** The tab named in the address, or the first (Posts). */
export function exploreTabOf(value: string | null): ExploreTabEntry {
  const name = value === null ? null : (TAB_ALIASES[value] ?? value);
  return EXPLORE_TAB_REGISTRY.find((tab) => tab.value === name) ?? EXPLORE_TAB_REGISTRY[0]!;
}
