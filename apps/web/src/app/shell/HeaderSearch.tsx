// The top bar's people search (WAI-ARIA combobox with a listbox popup): results come as one types
// (usePeopleSearch), arrows move through them, Enter opens the chosen profile (the first one when
// none is chosen), Escape closes. Wider screens only: on phones the bottom bar's Search leads to
// Explore, whose People tab is the same search on a whole page.
import { countOf } from '@trestle/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Spinner, useDismiss, VisuallyHidden } from '@trestle/ui';
import { fileUrl, profilePath } from '../posts/files';
import { Icon } from './icons';
import { usePeopleSearch, type FoundPerson, type PeopleSearch } from './use-people-search';
import styles from './HeaderSearch.module.css';

/** What screen readers hear when an answer comes (the spinner says it is searching). */
function statusText(search: PeopleSearch): string {
  switch (search.status) {
    case 'idle':
    case 'loading':
      return '';
    case 'failed':
      return 'The search failed.';
    case 'done':
      if (search.people.length === 0) return 'No people found';
      return `${countOf(search.people.length, 'person', 'people')} found`;
  }
}

export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { search, retry } = usePeopleSearch(text);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const people = search.status === 'done' ? search.people : [];
  const showList = listOpen && search.status !== 'idle';

  function close() {
    setListOpen(false);
    setActive(-1);
  }

  useDismiss({ open: showList, onDismiss: close, inside: [root] });

  function open(person: FoundPerson) {
    setText('');
    close();
    void navigate(profilePath(person.username));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = people.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!showList) {
          setListOpen(true);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const person = people[active] ?? people[0];
        if (showList && person) open(person);
        return;
      }
      case 'Escape':
        // Handled here, not by useDismiss.
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const status = statusText(search);
  return (
    <div ref={root} role="search" aria-label="People" className={styles.root}>
      <VisuallyHidden as="label" htmlFor={`${listId}-input`}>
        Search people
      </VisuallyHidden>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="explore" />
      </span>
      <input
        id={`${listId}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        placeholder="Search people"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && people[active] ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setListOpen(true);
        }}
        onFocus={() => setListOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!showList}>
        <ul
          id={listId}
          role="listbox"
          aria-label="People found"
          className={styles.list}
          hidden={people.length === 0}
        >
          {people.map((person, index) => (
            <PersonOption
              key={person.id}
              id={optionId(index)}
              person={person}
              active={index === active}
              onPick={() => open(person)}
            />
          ))}
        </ul>
        {search.status === 'loading' ? (
          <div className={styles.message}>
            <Spinner size="sm" label="Searching…" showLabel />
          </div>
        ) : search.status === 'failed' ? (
          <p className={styles.message}>
            <span aria-hidden="true">The search failed.</span>{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              Try again
            </button>
          </p>
        ) : search.status === 'done' && people.length === 0 ? (
          <p className={styles.message} aria-hidden="true">
            No people found
          </p>
        ) : null}
      </div>
      <VisuallyHidden as="p" role="status">
        {showList ? status : ''}
      </VisuallyHidden>
    </div>
  );
}

function PersonOption({
  id,
  person,
  active,
  onPick,
}: {
  id: string;
  person: FoundPerson;
  active: boolean;
  onPick: () => void;
}) {
  const name = person.general.displayName || person.username;
  const avatar = person.general.avatar ? fileUrl(person.general.avatar) : null;
  return (
    // Options are chosen from the box with the keyboard (aria-activedescendant) or by a click.
    <li id={id} role="option" aria-selected={active} className={styles.option} onClick={onPick}>
      <Avatar name={name} src={avatar} size="sm" alt="" />
      <span className={styles.person}>
        <span className={styles.name}>{name}</span>
        <span className={styles.handle}>
          @{person.username}
          {person.profession ? ` · ${person.profession}` : ''}
        </span>
      </span>
    </li>
  );
}
