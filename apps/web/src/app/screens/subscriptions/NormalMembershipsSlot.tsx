// The slot of the normal tab kept for the memberships list (paid membership levels bought with a
// card: branch i21-pay fills it). It receives the state chosen on the tab.
import type { SubscriptionState } from './use-subscriptions';

export interface NormalMembershipsSlotProps {
  state: SubscriptionState;
}

/** Renders nothing until the memberships list takes this place. */
export function NormalMembershipsSlot(_props: NormalMembershipsSlotProps) {
  return null;
}
