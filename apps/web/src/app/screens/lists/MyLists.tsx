import { countOf } from '@trestle/core';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError, Spinner } from '@trestle/ui';
import { queryKeys } from '../../shared/query-keys';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ConfirmDialog } from '../messages/ConfirmDialog';
import { ListTitleForm } from './ListTitleForm';
import { useLists, type UserList } from './use-lists';
import page from '../Page.module.css';
import styles from './Lists.module.css';

const peopleCount = (n: number) => countOf(n, 'person', 'people');

/** The caller's lists: create one, open, rename, delete (asked first) and move up or down. */
export default function MyLists() {
  usePageTitle('Lists');
  const services = useServices();
  const { quietClient, client } = services;
  const { state, reload, update } = useLists();
  const queries = useQueryClient();
  const [renaming, setRenaming] = useState<string | null>(null);

  async function create(title: string) {
    const list = await unwrap(quietClient.api.POST('/user/list', { body: { title } }));
    update((lists) => [...lists, list]);
    services.notify(`List “${list.title}” created.`, 'success');
  }

  async function rename(list: UserList, title: string) {
    const renamed = await unwrap(
      quietClient.api.PUT('/user/list/{listId}', {
        params: { path: { listId: list.id } },
        body: { title },
      }),
    );
    update((lists) => lists.map((l) => (l.id === list.id ? renamed : l)));
    // The list's own page, read before, shows the new title when opened again.
    void queries.invalidateQueries({ queryKey: queryKeys.list(list.id), refetchType: 'none' });
    setRenaming(null);
  }

  function confirmDelete(list: UserList) {
    const id = `delete-list-${list.id}`;
    services.modals.open({
      id,
      title: `Delete “${list.title}”?`,
      content: (
        <ConfirmDialog
          text="The list and its feed go; the people on it are not told and are not affected."
          action="Delete"
          onClose={() => services.modals.close(id)}
          onConfirm={async () => {
            const deleted = await client.api.DELETE('/user/list/{listId}', {
              params: { path: { listId: list.id } },
            });
            if (deleted.response.ok) {
              update((lists) => lists.filter((l) => l.id !== list.id));
              queries.removeQueries({ queryKey: queryKeys.list(list.id) });
              services.notify('List deleted.', 'success');
            }
          }}
        />
      ),
    });
  }

  async function move(index: number, by: -1 | 1) {
    if (state.status !== 'ready') return;
    const before = state.lists;
    const next = [...before];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    update(() => next);
    const saved = await client.api.POST('/user/list/order', {
      body: { order: next.map((l) => l.id) },
    });
    if (!saved.response.ok) update(() => before);
  }

  return (
    <div className={page.page}>
      <h1 className={page.title}>Lists</h1>
      <p className={styles.muted}>
        Lists are private: only you see them and nobody is told when you add them.
      </p>
      <ListTitleForm label="New list" action="Create" onSave={create} />
      {state.status === 'loading' ? <Spinner block label="Loading your lists…" /> : null}
      {state.status === 'failed' ? (
        <LoadError
          title="Your lists could not be loaded"
          text={state.message || 'Please try again.'}
          onRetry={reload}
        />
      ) : null}
      {state.status === 'ready' && state.lists.length === 0 ? (
        <EmptyState
          className={page.notice}
          title="No lists yet"
          text="Make a list of people — a crew, suppliers, clients — and read only their posts."
        />
      ) : null}
      {state.status === 'ready' && state.lists.length > 0 ? (
        <ul className={styles.rows} aria-label="Your lists">
          {state.lists.map((list, index) => (
            <li key={list.id} className={styles.row}>
              {renaming === list.id ? (
                <div className={styles.rowMain}>
                  <ListTitleForm
                    label={`New title for ${list.title}`}
                    action="Save"
                    initial={list.title}
                    onSave={(title) => rename(list, title)}
                    onCancel={() => setRenaming(null)}
                  />
                </div>
              ) : (
                <>
                  <div className={styles.rowMain}>
                    <Link to={`/lists/${list.id}`} className={styles.rowTitle}>
                      {list.title}
                    </Link>
                    <span className={styles.muted}>{peopleCount(list.membersCount)}</span>
                  </div>
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${list.title} up`}
                      disabled={index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${list.title} down`}
                      disabled={index === state.lists.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Rename ${list.title}`}
                      onClick={() => setRenaming(list.id)}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete ${list.title}`}
                      onClick={() => confirmDelete(list)}
                    >
                      Delete
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
