import { z } from 'zod';

/**
 * Channel types: public (listed in explore and search) and private (listed nowhere; read by
 * those who have its address).
 */
export const CHANNEL_TYPES = ['public', 'private'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const channelTypeSchema = z.enum(CHANNEL_TYPES);

export const CHANNEL_TYPE_LABELS: Record<ChannelType, { label: string; hint: string }> = {
  public: {
    label: 'Public',
    hint: 'Listed in explore and search: anyone can find and follow it.',
  },
  private: {
    label: 'Private',
    hint: 'Listed nowhere: only people you give its address to can read and follow it.',
  },
};

/** Which of a person's channels a list shows (spec section 6: filtered by ownership). */
export const CHANNEL_OWNERSHIPS = ['all', 'owner', 'follower'] as const;
export type ChannelOwnership = (typeof CHANNEL_OWNERSHIPS)[number];
