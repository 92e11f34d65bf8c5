// The slot of the normal tab for the recurring charges (memberships and paid pro levels), the
// payments area's list with its own states; the caller's pro level subscriptions follow it.
import { NormalSubscriptions } from '../payments/NormalSubscriptions';

export function NormalMembershipsSlot() {
  return (
    <section aria-labelledby="charges-heading">
      <h2 id="charges-heading">Recurring payments</h2>
      <NormalSubscriptions />
    </section>
  );
}
