import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  formatFullTime,
  POST_HISTORY_PAGE_SIZE,
  sanitiseRichText,
  type PageRequest,
  type PageResult,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, Spinner } from '@trestle/ui';
import { useServices } from '../services-context';
import { withImageAlt } from './files';
import { PostMedia } from './PostMedia';
import type { PostRevision } from './types';
import styles from './Dialogs.module.css';

/** The earlier versions of an edited post, newest first, five at a time (spec section 9). */
export function HistoryDialog({ postId }: { postId: string }) {
  const { client } = useServices();
  const machine = useMemo(
    () =>
      createPagingMachine<PostRevision>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<PostRevision>, PageRequest>(({ input }) =>
            unwrap(
              client.api.GET('/user/post/{id}/history', {
                params: { path: { id: postId }, query: { skip: input.skip, limit: input.limit } },
              }),
            ),
          ),
        },
      }),
    [client, postId],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize: POST_HISTORY_PAGE_SIZE } });
  useEffect(() => send({ type: 'LOAD' }), [send]);
  const { items, hasMore, error } = snapshot.context;

  if (items === null || snapshot.matches('loading')) {
    return <Spinner block showLabel label="Loading the history…" />;
  }
  if (items.length === 0) {
    return (
      <p className={styles.text}>
        {error ? 'The history could not be loaded.' : 'This post has not been edited.'}
      </p>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.text}>Earlier versions, newest first.</p>
      <ol className={styles.revisions}>
        {items.map((revision, index) => (
          <li key={`${revision.createdAt}-${index}`} className={styles.revision}>
            <p className={styles.revisionTime}>
              <time dateTime={revision.createdAt}>{formatFullTime(revision.createdAt)}</time>
            </p>
            {revision.title ? <strong>{revision.title}</strong> : null}
            <div
              className={styles.revisionText}
              dangerouslySetInnerHTML={{ __html: withImageAlt(sanitiseRichText(revision.text)) }}
            />
            <PostMedia items={revision.media} />
          </li>
        ))}
      </ol>
      {hasMore ? (
        <Button
          variant="secondary"
          loading={snapshot.matches('loadingMore')}
          onClick={() => send({ type: 'LOAD_MORE' })}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
