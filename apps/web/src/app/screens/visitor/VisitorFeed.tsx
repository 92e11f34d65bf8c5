import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  DEFAULT_PAGE_SIZE,
  POST_UPDATE_DEBOUNCE_MS,
  type PageRequest,
  type PageResult,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError, Spinner } from '@trestle/ui';
import { useServices } from '../../services-context';
import { PublicFooter } from '../../shared/PublicFooter';
import { PublicHeader } from '../../shared/PublicHeader';
import frame from '../../shared/PublicFrame.module.css';
import { usePageTitle } from '../../use-page-title';
import { PostCard, type Post } from './PostCard';
import listStyles from '../../posts/PostList.module.css';
import page from '../Page.module.css';
import styles from './VisitorFeed.module.css';

/** Page size of the visitor feed (spec section 9: default page size 10). */
export const VISITOR_FEED_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Typing pauses this long before the search runs (spec section 9: 500 ms). */
export const VISITOR_SEARCH_DEBOUNCE_MS = POST_UPDATE_DEBOUNCE_MS;

/** The value, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [settled, setSettled];
}

/**
 * The local feed for visitors without login (spec section 2): public posts, newest first, with a
 * search and the ways in (sign in, create account).
 */
export default function VisitorFeed() {
  usePageTitle('Public posts');
  const { client } = useServices();
  const machine = useMemo(
    () =>
      createPagingMachine<Post>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<Post>, PageRequest>(async ({ input }) => {
            const { skip, limit, search } = input;
            const query = {
              skip,
              limit,
              ...(typeof search === 'string' && search ? { search } : {}),
            };
            return unwrap(client.api.GET('/newsfeed/public', { params: { query } }));
          }),
        },
      }),
    [client],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize: VISITOR_FEED_PAGE_SIZE } });

  // A #tag link of a post opens the feed searched for it (`/?q=%23decks`).
  const [params] = useSearchParams();
  const asked = params.get('q') ?? '';
  const [typed, setTyped] = useState(asked);
  // A new address (another tag followed) puts its search in the box.
  const [shownAsked, setShownAsked] = useState(asked);
  if (asked !== shownAsked) {
    setShownAsked(asked);
    setTyped(asked);
  }
  const [search, setSearchNow] = useDebounced(typed.trim(), VISITOR_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    send({ type: 'LOAD', params: search ? { search } : {} });
  }, [search, send]);

  const searchId = useId();
  const headingId = useId();
  const { items, hasMore, error } = snapshot.context;
  const loadingFirst = snapshot.matches('loading') || items === null;
  const loadingMore = snapshot.matches('loadingMore');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearchNow(typed.trim());
  }

  let content;
  if (loadingFirst) {
    content = <Spinner block size="lg" showLabel label="Loading posts…" />;
  } else if (error) {
    content = (
      <LoadError
        title="The posts could not be loaded"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => send({ type: 'LOAD' })}
      />
    );
  } else if (items.length === 0) {
    content = search ? (
      <EmptyState
        className={page.notice}
        title="No posts found"
        text={`No public post matches “${search}”.`}
      />
    ) : (
      <EmptyState
        className={page.notice}
        title="No public posts yet"
        text="Be the first: create an account and share what you are building."
      />
    );
  } else {
    content = (
      <>
        <ul className={listStyles.list} aria-labelledby={headingId}>
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        {hasMore ? (
          <Button
            className={listStyles.more}
            variant="secondary"
            loading={loadingMore}
            onClick={() => send({ type: 'LOAD_MORE' })}
          >
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className={frame.layout}>
      <PublicHeader signInTo="/sign-in" />
      <main id="main-content" className={styles.main}>
        <section className={styles.intro} aria-label="About Trestle">
          <p className={styles.pitch}>
            The social and business network for builders, designers, contractors and suppliers. Read
            what the industry shares here; join to post, message, bid on projects and find work.
          </p>
          <div className={styles.calls}>
            <Link to="/sign-up" className={styles.callPrimary}>
              Create an account
            </Link>
            <Link to="/about" className={styles.callSecondary}>
              What is Trestle?
            </Link>
          </div>
        </section>
        <div className={styles.titleRow}>
          <h1 id={headingId} className={page.title}>
            Public posts
          </h1>
          <form role="search" className={styles.search} onSubmit={submit}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              Search public posts
            </label>
            <input
              id={searchId}
              type="search"
              className={styles.searchInput}
              placeholder="Words or #tag"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
          </form>
        </div>
        <div className={page.feed} aria-busy={loadingFirst || loadingMore}>
          {content}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
