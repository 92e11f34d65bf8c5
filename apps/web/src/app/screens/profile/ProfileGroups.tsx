import { useCallback, useState } from 'react';
import { GROUP_ROLE_LABELS, GROUPS_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { ChoiceChips, EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { GroupCard } from '../groups/GroupCard';
import { ItemList } from '../groups/ItemList';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

type ProfileGroup = components['schemas']['ProfileGroup'];
type Ownership = 'all' | 'owner' | 'moderator' | 'member';

/** The profile's group buckets (spec: groupList, owner, moderator, member). */
const BUCKETS: { value: Ownership; label: string }[] = [
  { value: 'all', label: 'All groups' },
  { value: 'owner', label: 'Owner' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'member', label: 'Member' },
];

export interface ProfileGroupsProps {
  personId: string;
  name: string;
  own: boolean;
}

/** The groups a person is in (listProfileGroups), by their role; private ones only to fellow members. */
export function ProfileGroups({ personId, name, own }: ProfileGroupsProps) {
  const services = useServices();
  const [ownership, setOwnership] = useState<Ownership>('all');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/profile/{id}/groups', {
          params: { path: { id: personId }, query: { ownership, skip, limit } },
        }),
      ),
    [services, personId, ownership],
  );
  const list = usePagedItems<ProfileGroup>(fetchPage, GROUPS_PAGE_SIZE, (item) => item.group.id);
  const who = own ? 'You are' : `${name} is`;
  return (
    <>
      <ChoiceChips
        label="Role in the group"
        options={BUCKETS}
        value={ownership}
        onChange={setOwnership}
      />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <ItemList
          list={list}
          label="Groups"
          what="groups"
          keyOf={(item) => item.group.id}
          render={(item) => (
            <GroupCard
              group={item.group}
              note={item.role === 'member' ? undefined : GROUP_ROLE_LABELS[item.role]}
            />
          )}
          empty={
            <EmptyState
              className={page.notice}
              title="No groups here"
              text={
                ownership === 'all'
                  ? `${who} not in any group you can see.`
                  : `${who} not ${ownership === 'owner' ? 'the owner' : `a ${ownership}`} of any group you can see.`
              }
            />
          }
        />
      </div>
    </>
  );
}
