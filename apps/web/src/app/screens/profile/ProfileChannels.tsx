import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { ChoiceChips, EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { ChannelRow } from '../channels/ChannelRow';
import { ItemList } from '../groups/ItemList';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

type ProfileChannel = components['schemas']['ProfileChannel'];
type Ownership = 'all' | 'owner';

/** The profile's channel buckets (spec: channelsList, channelOwner). */
const BUCKETS: { value: Ownership; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'owner', label: 'Owner' },
];

/** Channels per page (spec section 9: default page size 10), as on `/channels`. */
export const PROFILE_CHANNELS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface ProfileChannelsProps {
  personId: string;
  name: string;
  own: boolean;
}

/**
 * The channels a person owns or follows (listProfileChannels), each with Follow; private ones
 * only to those who own or follow them too.
 */
export function ProfileChannels({ personId, name, own }: ProfileChannelsProps) {
  const services = useServices();
  const [ownership, setOwnership] = useState<Ownership>('all');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/profile/{id}/channels', {
          params: { path: { id: personId }, query: { ownership, skip, limit } },
        }),
      ),
    [services, personId, ownership],
  );
  const list = usePagedItems<ProfileChannel>(
    fetchPage,
    PROFILE_CHANNELS_PAGE_SIZE,
    (item) => item.channel.id,
  );
  return (
    <>
      <ChoiceChips
        label="Role in the channel"
        options={BUCKETS}
        value={ownership}
        onChange={setOwnership}
      />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <ItemList
          list={list}
          label="Channels"
          what="channels"
          keyOf={(item) => item.channel.id}
          render={(item) => (
            <ChannelRow
              channel={item.channel}
              // On your own profile a channel you run has no Follow (you own it); everyone else
              // gets Follow / Unfollow, whatever the person is to the channel.
              badge={own && item.role === 'owner' ? 'Owner' : undefined}
              onChange={(channel) => list.update(channel.id, { ...item, channel })}
            />
          )}
          empty={
            <EmptyState
              className={page.notice}
              title="No channels yet"
              text={
                own
                  ? ownership === 'all'
                    ? 'You run or follow no channels.'
                    : 'You run no channels.'
                  : ownership === 'all'
                    ? `${name} runs or follows no channel you can see.`
                    : `${name} runs no channel you can see.`
              }
            />
          }
        />
      </div>
    </>
  );
}
