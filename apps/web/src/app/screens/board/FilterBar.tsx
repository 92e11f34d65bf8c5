// The search form over the projects and jobs lists: keyword, place (ZIP, radius and units, a
// location label), where the work happens, category, and the sort (projects) or the employment
// type (jobs). Nothing is sent until the person searches; faults show on their field.
import { useId, useState, type FormEvent } from 'react';
import {
  DISTANCE_UNIT_LABELS,
  DISTANCE_UNITS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LIMITS,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  WORKPLACE_TYPE_LABELS,
  WORKPLACE_TYPES,
  type WorkplaceType,
} from '@trestle/core';
import { Button, SelectField, TextField } from '@trestle/ui';
import { EMPTY_FILTERS, checkFilters, type BoardFilters, type FilterErrors } from './board-filters';
import styles from './Board.module.css';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const CATEGORY_OPTIONS = [
  { value: '', label: 'Any category' },
  ...options(PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS),
];
const EMPLOYMENT_OPTIONS = [
  { value: '', label: 'Any type' },
  ...options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS),
];
const UNIT_OPTIONS = options(DISTANCE_UNITS, DISTANCE_UNIT_LABELS);
const SORT_OPTIONS = options(PROJECT_SORTS, PROJECT_SORT_LABELS);

/** Wider than this (px), all the filters show at once. */
const WIDE = 640;

/** Whether a filter other than the keywords and the place is in use. */
function usesMore(filters: BoardFilters): boolean {
  return (
    filters.units !== EMPTY_FILTERS.units ||
    filters.searchLocationLabel !== '' ||
    filters.workplaces.length > 0 ||
    filters.category !== '' ||
    filters.sort !== EMPTY_FILTERS.sort ||
    filters.employmentType !== ''
  );
}

/** The form's own faults, and the server's refusals of fields not edited since the search. */
function errorsShown(
  draft: BoardFilters,
  searched: BoardFilters,
  refused: FilterErrors,
  own: FilterErrors,
): FilterErrors {
  const out: FilterErrors = { ...own };
  for (const [key, message] of Object.entries(refused) as [keyof BoardFilters, string][]) {
    if (draft[key] === searched[key]) out[key] ??= message;
  }
  return out;
}

export interface FilterBarProps {
  kind: 'projects' | 'jobs';
  /** The filters searched now. */
  value: BoardFilters;
  /** Called with checked filters when the person searches or clears. */
  onSearch: (filters: BoardFilters) => void;
  /** What the server refused in the search shown (an unknown ZIP code). */
  serverErrors?: FilterErrors;
}

export function FilterBar({ kind, value, onSearch, serverErrors = {} }: FilterBarProps) {
  const [draft, setDraft] = useState(value);
  const [checked, setErrors] = useState<FilterErrors>({});
  // The server's refusal holds until the person edits the search.
  const errors = errorsShown(draft, value, serverErrors, checked);
  const id = useId();
  // On a phone the list comes first: the filters beyond place and words open on demand (and are
  // open whenever one of them is in use).
  const [moreOpen, setMoreOpen] = useState(
    () => typeof window === 'undefined' || window.innerWidth >= WIDE || usesMore(value),
  );
  // A search started elsewhere (a saved search opened, the address changed) replaces the draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
    setErrors({});
    if (usesMore(value)) setMoreOpen(true);
  }

  function set<K extends keyof BoardFilters>(key: K, next: BoardFilters[K]) {
    setDraft((current) => ({ ...current, [key]: next }));
    if (checked[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  }

  function toggleWorkplace(workplace: WorkplaceType, on: boolean) {
    set(
      'workplaces',
      WORKPLACE_TYPES.filter((w) => (w === workplace ? on : draft.workplaces.includes(w))),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkFilters(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSearch(draft);
  }

  function clear() {
    setDraft(EMPTY_FILTERS);
    setErrors({});
    onSearch(EMPTY_FILTERS);
  }

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={kind === 'projects' ? 'Search projects' : 'Search jobs'}
      onSubmit={submit}
      noValidate
    >
      <TextField
        className={styles.wide}
        label="Keywords"
        hint={kind === 'projects' ? 'Found in titles, descriptions and documents.' : undefined}
        maxLength={LIMITS.searchText}
        value={draft.searchKeyword}
        error={errors.searchKeyword}
        onChange={(event) => set('searchKeyword', event.target.value)}
      />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={LIMITS.zip}
        value={draft.zip}
        error={errors.zip}
        onChange={(event) => set('zip', event.target.value)}
      />
      <TextField
        label="Within"
        inputMode="decimal"
        hint="Distance from the ZIP code."
        maxLength={LIMITS.radiusText}
        value={draft.radius}
        error={errors.radius}
        onChange={(event) => set('radius', event.target.value)}
      />
      <div id={`${id}-more`} className={styles.more} hidden={!moreOpen}>
        <SelectField
          label="Units"
          name="units"
          value={draft.units}
          options={UNIT_OPTIONS}
          onChange={(units) => set('units', units as BoardFilters['units'])}
        />
        <TextField
          label="Location"
          hint='A place name; "remote" finds remote work only.'
          maxLength={LIMITS.placeLabel}
          value={draft.searchLocationLabel}
          error={errors.searchLocationLabel}
          onChange={(event) => set('searchLocationLabel', event.target.value)}
        />
        <fieldset className={styles.workplaces} aria-describedby={`${id}-workplace-hint`}>
          <legend className={styles.legend}>Where the work is</legend>
          {WORKPLACE_TYPES.map((workplace) => (
            <label key={workplace} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.workplaces.includes(workplace)}
                onChange={(event) => toggleWorkplace(workplace, event.target.checked)}
              />
              {WORKPLACE_TYPE_LABELS[workplace]}
            </label>
          ))}
          <p id={`${id}-workplace-hint`} className={styles.hint}>
            None or several: every kind.
          </p>
        </fieldset>
        <SelectField
          label="Category"
          name="category"
          value={draft.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => set('category', category as BoardFilters['category'])}
        />
        {kind === 'projects' ? (
          <SelectField
            label="Sort by"
            name="sort"
            value={draft.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => set('sort', sort as BoardFilters['sort'])}
          />
        ) : (
          <SelectField
            label="Employment type"
            name="employmentType"
            value={draft.employmentType}
            options={EMPLOYMENT_OPTIONS}
            onChange={(type) => set('employmentType', type as BoardFilters['employmentType'])}
          />
        )}
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          aria-expanded={moreOpen}
          aria-controls={`${id}-more`}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          {moreOpen ? 'Fewer filters' : 'More filters'}
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
