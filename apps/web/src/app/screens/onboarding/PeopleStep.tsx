import { useQueryClient } from '@tanstack/react-query';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { PersonCard } from '../profile/PersonCard';
import type { UserSummary } from '../profile/types';
import styles from './Onboarding.module.css';

/** How many people the step suggests. */
export const ONBOARDING_PEOPLE = 10;

export interface PeopleStepProps {
  meId: string;
  onBack: () => void;
  onFinish: () => void;
  finishing: boolean;
}

/** Step two: people to follow (those the server suggests), so the home feed is not empty. */
export function PeopleStep({ meId, onBack, onFinish, finishing }: PeopleStepProps) {
  const queries = useQueryClient();
  const key = queryKeys.suggestedPeople(ONBOARDING_PEOPLE);
  const suggested = useApiQuery(
    key,
    (api) =>
      api.GET('/explore/people/suggested', { params: { query: { limit: ONBOARDING_PEOPLE } } }),
    { quiet: true },
  );
  const people = suggested.data?.items ?? null;
  const failed = suggested.isError && !suggested.isFetching;
  /** A person followed (or not) here. */
  const changed = (person: UserSummary) =>
    queries.setQueryData<{ items: UserSummary[] }>(key, (page) =>
      page ? { ...page, items: page.items.map((p) => (p.id === person.id ? person : p)) } : page,
    );

  return (
    <>
      {failed ? (
        <LoadError
          text="People to follow could not be loaded."
          onRetry={() => void suggested.refetch()}
        />
      ) : people === null ? (
        <Spinner label="Finding people…" showLabel />
      ) : people.length === 0 ? (
        <p className={styles.lead}>
          Nobody to suggest yet. You will find people through posts, topics and search.
        </p>
      ) : (
        <div className={styles.people} aria-label="People to follow" role="list">
          {people.map((person) => (
            <div role="listitem" key={person.id}>
              <PersonCard person={person} meId={meId} onChange={changed} />
            </div>
          ))}
        </div>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.skip} onClick={onBack} disabled={finishing}>
          Back
        </button>
        <Button onClick={onFinish} loading={finishing}>
          Finish
        </Button>
      </div>
    </>
  );
}
