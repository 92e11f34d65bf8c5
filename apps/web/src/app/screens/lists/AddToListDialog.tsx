import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, LoadError, Spinner } from '@trestle/ui';
import { useServices } from '../../services-context';
import { queryKeys } from '../../shared/query-keys';
import { useLists } from './use-lists';
import styles from './Lists.module.css';

export interface AddToListDialogProps {
  personId: string;
  handle: string;
  onClose: () => void;
}

/** "Add @x to a list": the caller's lists, each with Add (adding twice changes nothing). */
export function AddToListDialog({ personId, handle, onClose }: AddToListDialogProps) {
  const services = useServices();
  const { state, reload } = useLists();
  const queries = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());

  async function add(listId: string, title: string) {
    setBusy(listId);
    const done = await services.client.api.POST('/user/list/{listId}/add/{userId}', {
      params: { path: { listId, userId: personId } },
    });
    setBusy(null);
    if (!done.response.ok) return;
    setAdded((current) => new Set([...current, listId]));
    // The lists' counts of people changed: read again when shown next.
    void queries.invalidateQueries({ queryKey: queryKeys.myLists(), refetchType: 'none' });
    services.notify(`${handle} is on “${title}”.`, 'success');
  }

  if (state.status === 'loading') return <Spinner block label="Loading your lists…" />;
  if (state.status === 'failed') {
    return <LoadError text={state.message || 'Your lists could not be loaded.'} onRetry={reload} />;
  }
  if (state.lists.length === 0) {
    return (
      <EmptyState
        title="No lists yet"
        text="Make a list first, then add people to it."
        action={
          <Link to="/lists" onClick={onClose}>
            Make a list
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.rows} aria-label="Your lists">
      {state.lists.map((list) => (
        <li key={list.id} className={styles.row}>
          <span className={`${styles.rowMain} ${styles.rowTitle}`}>{list.title}</span>
          {added.has(list.id) ? (
            <span className={styles.muted}>Added</span>
          ) : (
            <Button
              size="sm"
              loading={busy === list.id}
              aria-label={`Add ${handle} to ${list.title}`}
              onClick={() => void add(list.id, list.title)}
            >
              Add
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
