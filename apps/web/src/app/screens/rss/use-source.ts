import { useCallback, useEffect, useState } from 'react';
import { toNormalisedError } from '@trestle/core';
import { useServices } from '../../services-context';
import type { RssSource } from './types';

export type SourceState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; source: RssSource };

/** One news source by id (getRssSource): loading, missing (404), failed or loaded. */
export function useSource(sourceId: string) {
  const { quietClient } = useServices();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The quiet client: an unknown source is a state of the screen, not a failure to toast; any
    // other failure shows in the page's error box.
    quietClient.api.GET('/user/rss/{id}', { params: { path: { id: sourceId } } }).then(
      ({ data, response }) => {
        if (!current) return;
        if (data) setState({ status: 'loaded', source: data });
        else if (response.status === 404 || response.status === 400)
          setState({ status: 'missing' });
        else setState({ status: 'failed', message: 'The news source could not be loaded.' });
      },
      (failure: unknown) => {
        if (current) {
          setState({ status: 'failed', message: toNormalisedError(failure).messages.join(' ') });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [quietClient, sourceId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** The source after Add or Remove on its page. */
  const setSource = useCallback((source: RssSource) => setState({ status: 'loaded', source }), []);
  return { state, setSource, reload };
}
