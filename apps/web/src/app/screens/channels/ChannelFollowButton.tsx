import { useState } from 'react';
import { applyChannelFollow, type FollowableChannel } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';

export interface ChannelFollowButtonProps<C extends FollowableChannel & { id: string }> {
  channel: C;
  /** The channel's title, for the button's accessible name. */
  title: string;
  /** The channel as it is once the server agreed. */
  onChange: (channel: C) => void;
  size?: 'sm' | 'md';
}

/** Follow / Unfollow for one channel; the state changes once the server agreed. */
export function ChannelFollowButton<C extends FollowableChannel & { id: string }>({
  channel,
  title,
  onChange,
  size = 'md',
}: ChannelFollowButtonProps<C>) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const following = channel.followedByMe === true;
  async function toggle() {
    setBusy(true);
    const params = { params: { path: { id: channel.id } } };
    try {
      await unwrap(
        following
          ? client.api.POST('/user/channel/{id}/unfollow', params)
          : client.api.POST('/user/channel/{id}/follow', params),
      );
      onChange(applyChannelFollow(channel, !following));
    } catch {
      // The client showed the server's message as a toast (spec section 8).
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${title}`}
      loading={busy}
      onClick={() => void toggle()}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
