import { useEffect, useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { Button, LoadError, Spinner } from '@trestle/ui';
import { useServices } from '../../services-context';
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
  const services = useServices();
  const [people, setPeople] = useState<UserSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    unwrap(
      services.quietClient.api.GET('/explore/people/suggested', {
        params: { query: { limit: ONBOARDING_PEOPLE } },
      }),
    ).then(
      (page) => alive && setPeople(page.items),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [services, attempt]);

  return (
    <>
      {failed ? (
        <LoadError
          text="People to follow could not be loaded."
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
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
              <PersonCard
                person={person}
                meId={meId}
                onChange={(changed) =>
                  setPeople((list) => list?.map((p) => (p.id === changed.id ? changed : p)) ?? null)
                }
              />
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
