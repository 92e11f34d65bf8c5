// What following or unfollowing a channel changes on the channel shown, once the server said yes.

export interface FollowableChannel {
  followedByMe?: boolean | undefined;
  followersCount?: number | undefined;
}

/** The channel as it is after the person followed (true) or stopped following (false) it. */
export function applyChannelFollow<C extends FollowableChannel>(channel: C, following: boolean): C {
  if (Boolean(channel.followedByMe) === following) return channel;
  const count = channel.followersCount ?? 0;
  return {
    ...channel,
    followedByMe: following,
    followersCount: Math.max(0, count + (following ? 1 : -1)),
  };
}
