import { useCallback, useState } from 'react';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  canBlockInGroup,
  canChangeGroupRole,
  type PageRequest,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { SearchForm } from '../../shared/SearchForm';
import { ConfirmDialog } from '../messages/ConfirmDialog';
import { ItemList } from './ItemList';
import { MemberRow } from './MemberRow';
import type { Group, GroupMember } from './types';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

const keyOf = (m: GroupMember) => m.user.id;

/**
 * The group's members, owner and moderators first, with a search. The owner makes members
 * moderators and back; the owner and moderators block (moderators only plain members).
 */
export function GroupMembers({ group }: { group: Group }) {
  const services = useServices();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { id } = group;

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/group/{id}/members', {
          params: { path: { id }, query: { skip, limit, ...(search ? { search } : {}) } },
        }),
      ),
    [services, id, search],
  );
  const list = usePagedItems<GroupMember>(fetchPage, GROUP_MEMBERS_PAGE_SIZE, keyOf);

  async function setRole(member: GroupMember, role: 'moderator' | 'member') {
    setBusy(member.user.id);
    const path = { params: { path: { id, userId: member.user.id } } };
    try {
      const updated = await unwrap(
        role === 'moderator'
          ? services.client.api.POST('/user/group/{id}/member/{userId}/moderator', path)
          : services.client.api.POST('/user/group/{id}/member/{userId}/member', path),
      );
      list.update(keyOf(member), updated);
    } catch {
      // The client's toast says why.
    } finally {
      setBusy(null);
    }
  }

  function block(member: GroupMember) {
    const name = member.user.general.displayName || member.user.username;
    const modalId = services.modals.open({
      title: `Block ${name}?`,
      content: (
        <ConfirmDialog
          text={`${name} leaves the group and cannot ask to join again.`}
          action="Block"
          onClose={() => services.modals.close(modalId)}
          onConfirm={async () => {
            try {
              await unwrap(
                services.client.api.POST('/user/group/{id}/member/{userId}/block', {
                  params: { path: { id, userId: member.user.id } },
                }),
              );
              list.update(keyOf(member), null);
              services.notify(`${name} is blocked from the group.`, 'success');
            } catch {
              // The client's toast says why.
            }
          }}
        />
      ),
    });
  }

  return (
    <>
      <SearchForm label="Search members" onSearch={setSearch} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <ItemList
          list={list}
          label="Members"
          what="members"
          keyOf={keyOf}
          empty={
            <EmptyState
              className={page.notice}
              title={search ? 'No members found' : 'No members yet'}
              text={search ? 'Try another name.' : 'People who join show here.'}
            />
          }
          render={(member) => {
            const mayBlock = canBlockInGroup(group.myRole, member.role);
            const mayChangeRole = canChangeGroupRole(group.myRole, member.role);
            return (
              <MemberRow member={member}>
                {mayChangeRole && member.role === 'member' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === member.user.id}
                    onClick={() => void setRole(member, 'moderator')}
                  >
                    Make moderator
                  </Button>
                ) : null}
                {mayChangeRole && member.role === 'moderator' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === member.user.id}
                    onClick={() => void setRole(member, 'member')}
                  >
                    Make member
                  </Button>
                ) : null}
                {mayBlock ? (
                  <Button size="sm" variant="danger" onClick={() => block(member)}>
                    Block
                  </Button>
                ) : null}
              </MemberRow>
            );
          }}
        />
      </div>
    </>
  );
}
