import { useState } from 'react';
import { Link } from 'react-router';
import { formatFullTime, formatRelativeTime } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Avatar, Button } from '@trestle/ui';
import { useServices } from '../../services-context';
import { newsSourcePath } from './paths';
import type { RssSource } from './types';
import styles from './Rss.module.css';

export interface SourceCardProps {
  source: RssSource;
  /** The source after Add (own: true) or Remove (own: false). */
  onChange: (source: RssSource) => void;
}

/**
 * A news source in a list: its picture, title (to its page), site and last fetch, and Add, or
 * Remove after a confirmation. Failures are toasted by the client (spec section 8).
 */
export function SourceCard({ source, onChange }: SourceCardProps) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function add() {
    setBusy(true);
    try {
      const added = await unwrap(client.api.POST('/user/rss', { body: { url: source.url } }));
      onChange({ ...source, ...added, own: true });
    } catch (failure) {
      // Already added elsewhere (409): it is one's own all the same.
      if ((failure as { status?: number }).status === 409) onChange({ ...source, own: true });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await unwrap(client.api.DELETE('/user/rss/{id}', { params: { path: { id: source.id } } }));
      setConfirming(false);
      onChange({ ...source, own: false });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={styles.source} aria-label={source.title}>
      {/* The feed's own picture is on another site, which the page's CSP does not load. */}
      <Avatar name={source.title} src={null} size="md" />
      <div className={styles.sourceText}>
        <Link to={newsSourcePath(source.id)} className={styles.sourceTitle}>
          {source.title}
        </Link>
        {source.description ? <p className={styles.muted}>{source.description}</p> : null}
        <p className={styles.muted}>
          {source.link ? new URL(source.link).hostname : source.url}
          {source.lastFetchedAt ? (
            <>
              {' · updated '}
              <time dateTime={source.lastFetchedAt} title={formatFullTime(source.lastFetchedAt)}>
                {formatRelativeTime(source.lastFetchedAt)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${source.title}`}>
          <p>Remove {source.title} from your news?</p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" size="sm" loading={busy} onClick={() => void remove()}>
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {source.own ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          ) : (
            <Button size="sm" loading={busy} onClick={() => void add()}>
              Add
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
