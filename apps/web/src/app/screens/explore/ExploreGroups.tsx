import { useCallback } from 'react';
import { POST_CATEGORY_LABELS, type PageRequest } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { ExploreResults } from './ExploreResults';
import type { ExploreTabProps } from './explore-tabs';
import { usePagedItems } from './use-paged-items';
import styles from './Explore.module.css';

type GroupRef = components['schemas']['PostGroupRef'];

export const EXPLORE_GROUPS_PAGE_SIZE = 20;

const TYPE_LABELS: Record<GroupRef['type'], string> = {
  open: 'Open group',
  closed: 'Closed group',
  private: 'Private group',
};

/** Groups by name or description; the most members first when nothing is typed. */
export function ExploreGroups({ q }: ExploreTabProps) {
  const { client } = useServices();
  const search = q.trim();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/explore/groups', {
          params: { query: { skip, limit, ...(search ? { search } : {}) } },
        }),
      ),
    [client, search],
  );
  const results = usePagedItems<GroupRef>(fetchPage, EXPLORE_GROUPS_PAGE_SIZE);
  return (
    <ExploreResults
      results={results}
      label={search ? `Groups found for ${search}` : 'Groups'}
      emptyTitle="No groups found"
      emptyText={search ? `No group matches “${search}”.` : 'No groups have been made yet.'}
      keyOf={(group) => group.id}
      row={(group) => (
        <article className={styles.group} aria-label={group.title}>
          <span className={styles.groupTitle}>{group.title}</span>
          <span className={styles.muted}>
            {[
              TYPE_LABELS[group.type],
              group.category ? POST_CATEGORY_LABELS[group.category] : null,
              group.membersCount !== undefined
                ? `${group.membersCount} ${group.membersCount === 1 ? 'member' : 'members'}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </article>
      )}
    />
  );
}
