// People found for what was typed in the header search: core decides whether the text is worth
// sending; the request waits for a pause in typing (PEOPLE_SEARCH_DEBOUNCE_MS); an answer to an
// older text is dropped (its request is aborted). The quiet client: a failure shows in the list,
// not as a toast, and an aborted request is nobody's news.
import { useCallback, useEffect, useState } from 'react';
import {
  PEOPLE_SEARCH_DEBOUNCE_MS,
  PEOPLE_SEARCH_SUGGESTIONS,
  peopleSearchQuery,
} from '@trestle/core';
import type { components } from '@trestle/sdk';
import { useServices } from '../services-context';

export type FoundPerson = components['schemas']['UserSummary'];

export type PeopleSearch =
  /** Nothing to search yet (too short). */
  | { status: 'idle' }
  /** Waiting for the pause in typing, or for the server. */
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; people: FoundPerson[] }
  | { status: 'failed'; query: string };

interface Answer {
  key: string;
  people: FoundPerson[] | null;
}

export function usePeopleSearch(typed: string): { search: PeopleSearch; retry: () => void } {
  const services = useServices();
  const query = peopleSearchQuery(typed);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${attempt}:${query}`;

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const settle = (people: FoundPerson[] | null) => {
      if (!controller.signal.aborted) setAnswer({ key: `${attempt}:${query}`, people });
    };
    const timer = setTimeout(() => {
      services.quietClient.api
        .POST('/users/search', {
          body: { search: query, limit: PEOPLE_SEARCH_SUGGESTIONS },
          signal: controller.signal,
        })
        .then(
          ({ data }) => settle(data?.items ?? null),
          () => settle(null),
        );
    }, PEOPLE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [services, query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (query === null) return { search: { status: 'idle' }, retry };
  // An answer to another text (or an earlier attempt) is not this one's: still loading.
  if (answer?.key !== key) return { search: { status: 'loading', query }, retry };
  return {
    search: answer.people
      ? { status: 'done', query, people: answer.people }
      : { status: 'failed', query },
    retry,
  };
}
