import { useState } from 'react';
import {
  GROUP_MEMBERSHIP_LABELS,
  groupAfterMembership,
  groupMembershipAction,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import type { Group } from './types';

export interface MembershipButtonProps {
  group: Group;
  /** The group with the new place; `reload` when what one may see changed (a private group). */
  onChange: (group: Group, reload: boolean) => void;
}

const DONE: Record<string, string> = {
  join: 'You joined the group.',
  request: 'Your request to join is sent.',
  cancel: 'Your request is withdrawn.',
  leave: 'You left the group.',
};

/** Join, ask to join, cancel the request, or leave: the one button of the group's place. */
export function MembershipButton({ group, onChange }: MembershipButtonProps) {
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const action = groupMembershipAction(group.type, group.myRole);
  if (!action) return null;

  async function run() {
    setBusy(true);
    const path = { params: { path: { id: group.id } } };
    try {
      if (action === 'join' || action === 'request') {
        const { status } = await unwrap(services.client.api.POST('/user/group/{id}/join', path));
        const next = groupAfterMembership(group, status === 'active' ? 'member' : 'pending');
        onChange(next, group.type === 'private' && status === 'active');
      } else {
        await unwrap(services.client.api.POST('/user/group/{id}/cancel', path));
        onChange(groupAfterMembership(group, null), group.type === 'private' && action === 'leave');
      }
      services.notify(DONE[action!]!, 'success');
    } catch {
      // The client's toast says why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={action === 'leave' || action === 'cancel' ? 'secondary' : 'primary'}
      loading={busy}
      onClick={() => void run()}
    >
      {GROUP_MEMBERSHIP_LABELS[action]}
    </Button>
  );
}
