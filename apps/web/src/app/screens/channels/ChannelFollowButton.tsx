import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyChannelFollow, type FollowableChannel } from '@trestle/core';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import { callApi } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

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
  const queries = useQueryClient();
  const following = channel.followedByMe === true;
  const follow = useMutation({
    mutationFn: (now: boolean) => {
      const params = { params: { path: { id: channel.id } } };
      return callApi(
        now
          ? client.api.POST('/user/channel/{id}/follow', params)
          : client.api.POST('/user/channel/{id}/unfollow', params),
      );
    },
    onSuccess: (_, now) => {
      // A copy of the channel cached earlier is read again when next opened; the one shown here
      // takes the change at once.
      void queries.invalidateQueries({
        queryKey: queryKeys.channel(channel.id),
        refetchType: 'none',
      });
      onChange(applyChannelFollow(channel, now));
    },
    // The client showed the server's message as a toast (spec section 8).
    onError: () => undefined,
  });
  const toggle = () => follow.mutate(!following);
  const busy = follow.isPending;
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
