import { describe, expect, it } from 'vitest';
import { applyChannelFollow } from './channels';

describe('following a channel', () => {
  it('counts the follower once, and never below zero', () => {
    const channel = { id: 'c', followedByMe: false, followersCount: 2 };
    const followed = applyChannelFollow(channel, true);
    expect(followed).toEqual({ id: 'c', followedByMe: true, followersCount: 3 });
    expect(applyChannelFollow(followed, true)).toBe(followed);
    expect(applyChannelFollow(followed, false)).toEqual(channel);
    expect(applyChannelFollow({ followedByMe: true, followersCount: 0 }, false)).toEqual({
      followedByMe: false,
      followersCount: 0,
    });
  });
});
