import { useState, type FormEvent } from 'react';
import { LIMITS } from '@trestle/core';
import { Button, TextField } from '@trestle/ui';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** The field's label ("Search members"). */
  label: string;
  /** Called with the trimmed words when the person searches (Enter or the button). */
  onSearch: (words: string) => void;
  /** The words to start with. */
  initial?: string;
}

/** A search field with its button, for lists searched on demand (not as one types). */
export function SearchForm({ label, onSearch, initial = '' }: SearchFormProps) {
  const [draft, setDraft] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      <TextField
        label={label}
        value={draft}
        maxLength={LIMITS.searchText}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
