import { useCallback, useState } from 'react';
import { GROUP_MEMBERS_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, VisuallyHidden } from '@trestle/ui';
import { useServices } from '../../services-context';
import { ItemList } from './ItemList';
import { MemberRow } from './MemberRow';
import type { Group, GroupMember } from './types';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

const keyOf = (m: GroupMember) => m.user.id;

export interface GroupRequestsProps {
  group: Group;
  change: (update: (group: Group) => Group) => void;
}

/** Join requests waiting for the owner or a moderator: accept or reject each. */
export function GroupRequests({ group, change }: GroupRequestsProps) {
  const services = useServices();
  const [busy, setBusy] = useState<string | null>(null);
  const { id } = group;
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/group/{id}/members', {
          params: { path: { id }, query: { status: 'pending', skip, limit } },
        }),
      ),
    [services, id],
  );
  const list = usePagedItems<GroupMember>(fetchPage, GROUP_MEMBERS_PAGE_SIZE, keyOf);

  async function decide(member: GroupMember, decision: 'accept' | 'reject') {
    setBusy(member.user.id);
    const path = { params: { path: { id, userId: member.user.id } } };
    const name = member.user.general.displayName || member.user.username;
    try {
      if (decision === 'accept') {
        await unwrap(services.client.api.POST('/user/group/{id}/member/{userId}/accept', path));
      } else {
        await unwrap(services.client.api.POST('/user/group/{id}/member/{userId}/reject', path));
      }
      list.update(keyOf(member), null);
      change((g) => ({
        ...g,
        member_requests_count: Math.max(0, g.member_requests_count - 1),
        membersCount: g.membersCount + (decision === 'accept' ? 1 : 0),
      }));
      services.notify(
        decision === 'accept' ? `${name} is now a member.` : `${name}'s request is turned down.`,
        'success',
      );
    } catch {
      // The client's toast says why (someone else may have decided first).
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
      <ItemList
        list={list}
        label="Join requests"
        what="requests"
        keyOf={keyOf}
        empty={
          <EmptyState
            className={page.notice}
            title="No requests waiting"
            text="When someone asks to join, you accept or reject them here."
          />
        }
        render={(member) => {
          const name = member.user.general.displayName || member.user.username;
          return (
            <MemberRow member={member}>
              <Button
                size="sm"
                loading={busy === member.user.id}
                onClick={() => void decide(member, 'accept')}
              >
                Accept<VisuallyHidden> {name}</VisuallyHidden>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy === member.user.id}
                onClick={() => void decide(member, 'reject')}
              >
                Reject<VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            </MemberRow>
          );
        }}
      />
    </div>
  );
}
