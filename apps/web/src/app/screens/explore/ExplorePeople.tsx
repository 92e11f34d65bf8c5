import { useCallback, useState } from 'react';
import { PEOPLE_SEARCH_MIN_LENGTH, peopleSearchQuery, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { PersonCard } from '../profile/PersonCard';
import type { UserSummary } from '../profile/types';
import { ExploreResults } from './ExploreResults';
import type { ExploreTabProps } from './explore-tabs';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

export const EXPLORE_PEOPLE_PAGE_SIZE = 20;

/** People by name, username, profession or company (the people search), with Follow. */
export function ExplorePeople({ q }: ExploreTabProps) {
  // The header search's rule: an "@" dropped, at least two characters.
  const query = peopleSearchQuery(q);
  if (query === null) {
    return (
      <EmptyState
        className={page.notice}
        title="Search people"
        text={`Type at least ${PEOPLE_SEARCH_MIN_LENGTH} letters of a name, a username, a profession or a company in the search box above.`}
      />
    );
  }
  return <FoundPeople key={query} q={query} />;
}

function FoundPeople({ q }: { q: string }) {
  const { client } = useServices();
  const me = useAuthUser();
  const [changed, setChanged] = useState<Record<string, UserSummary>>({});
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.POST('/users/search', { body: { search: q, skip, limit } })),
    [client, q],
  );
  const results = usePagedItems<UserSummary>(fetchPage, EXPLORE_PEOPLE_PAGE_SIZE, (u) => u.id);
  return (
    <ExploreResults
      results={results}
      label={`People found for ${q}`}
      emptyTitle="Nobody found"
      emptyText={`No one matches “${q}”.`}
      keyOf={(person) => person.id}
      row={(item) => (
        <PersonCard
          person={changed[item.id] ?? item}
          meId={me?.id}
          onChange={(next) => setChanged((c) => ({ ...c, [next.id]: next }))}
        />
      )}
    />
  );
}
