// "Save this search": the current filters under a title, mailed daily, weekly or never.
import { useId, useState, type FormEvent } from 'react';
import {
  LIMITS,
  SEARCH_SCHEDULE_LABELS,
  SEARCH_SCHEDULES,
  type SearchSchedule,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, FormAlert, SelectField, TextField } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { useServices } from '../../services-context';
import { SAVED_SEARCHES_COUNT_KEY } from './SavedSearches';
import { savedFiltersOf, type BoardFilters } from '../board/board-filters';
import styles from '../board/Board.module.css';

const SCHEDULE_OPTIONS = SEARCH_SCHEDULES.map((value) => ({
  value,
  label: SEARCH_SCHEDULE_LABELS[value],
}));

/** The title a search gets unless the person writes one. */
export function suggestedTitle(filters: BoardFilters): string {
  const parts = [
    filters.searchKeyword.trim(),
    filters.zip.trim()
      ? `${filters.radius.trim() ? `${filters.radius.trim()} ${filters.units === 'km' ? 'km' : 'mi'} of ` : 'near '}${filters.zip.trim()}`
      : '',
    filters.searchLocationLabel.trim(),
  ].filter(Boolean);
  return (parts.join(', ') || 'My search').slice(0, 100);
}

export function SaveSearchButton({ filters }: { filters: BoardFilters }) {
  const { quietClient, queries } = useServices();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [schedule, setSchedule] = useState<SearchSchedule>('never');
  const [error, setError] = useState<string | undefined>();
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const alertId = useId();

  function start() {
    setTitle(suggestedTitle(filters));
    setSchedule('never');
    setError(undefined);
    setMessages([]);
    setSaved(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError('Give the search a title.');
      return;
    }
    setSaving(true);
    try {
      await unwrap(
        quietClient.api.POST('/user/search', {
          body: { title: title.trim(), filters: savedFiltersOf(filters), schedule },
        }),
      );
      void queries.invalidateQueries({ queryKey: SAVED_SEARCHES_COUNT_KEY });
      setOpen(false);
      setSaved(title.trim());
    } catch (failure) {
      const sorted = serverErrorOf(failure, ['title', 'schedule']);
      setError(sorted.fields.title);
      setMessages(sorted.messages);
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.cardActions}>
        <Button variant="secondary" onClick={start}>
          Save this search
        </Button>
        {saved ? (
          <span className={styles.hint} role="status">
            Saved as “{saved}”.
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <form className={styles.filters} aria-label="Save this search" onSubmit={submit} noValidate>
      <FormAlert id={alertId} messages={messages} />
      <TextField
        label="Title"
        required
        maxLength={LIMITS.savedSearchTitle}
        value={title}
        error={error}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
      />
      <SelectField
        label="Mail me new matches"
        name="schedule"
        value={schedule}
        options={SCHEDULE_OPTIONS}
        onChange={(value) => setSchedule(value as SearchSchedule)}
      />
      <div className={styles.filterActions}>
        <Button type="submit" loading={saving}>
          Save search
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
