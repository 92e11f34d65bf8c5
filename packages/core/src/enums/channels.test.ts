import { describe, expect, it } from 'vitest';
import { CHANNEL_OWNERSHIPS, CHANNEL_TYPES, channelTypeSchema } from './channels';

describe('channel enumerations', () => {
  it('has the contract’s types and the ownership filter', () => {
    expect(CHANNEL_TYPES).toEqual(['public', 'private']);
    expect(channelTypeSchema.safeParse('secret').success).toBe(false);
    expect(CHANNEL_OWNERSHIPS).toEqual(['all', 'owner', 'follower']);
  });
});
