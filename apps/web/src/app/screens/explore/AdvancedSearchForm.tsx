import type { FormEvent } from 'react';
import {
  ADVANCED_HAS,
  ADVANCED_SEARCH_MAX_LENGTH,
  CHRONOLOGIES,
  CHRONOLOGY_LABELS,
  DURATIONS,
  DURATION_LABELS,
  EXPLORE_POST_SUBTYPE_LABELS,
  type AdvancedHas,
  type AdvancedSearchForm as FormTexts,
  type AdvancedTextField,
  type Chronology,
  type Duration,
} from '@trestle/core';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@trestle/ui';
import { CategoryChips } from '../feed/CategoryChips';
import type { AdvancedDraft } from './advanced-draft';
import {
  ADVANCED_SUBTYPES,
  ADVANCED_TYPES,
  type AdvancedOptions,
  type AdvancedSubType,
  type AdvancedType,
} from './explore-filters';
import styles from './Explore.module.css';

/** The form's text fields, in the order shown, with their labels and hints. */
const TEXT_FIELDS: readonly { field: AdvancedTextField; label: string; hint: string }[] = [
  { field: 'words', label: 'All of these words', hint: 'Separated by spaces.' },
  { field: 'phrases', label: 'Exact phrases', hint: 'One phrase a line.' },
  { field: 'without', label: 'None of these words', hint: 'Separated by spaces.' },
  { field: 'from', label: 'From these people', hint: 'Usernames, separated by spaces.' },
  { field: 'to', label: 'Replies to these people', hint: 'Usernames, separated by spaces.' },
  { field: 'about', label: 'Mentioning these people', hint: 'Usernames, separated by spaces.' },
  { field: 'tags', label: 'Topics', hint: 'Hashtags, with or without #, separated by spaces.' },
];

const HAS_LABELS: Record<AdvancedHas, string> = {
  video: 'Video',
  image: 'Image',
  gif: 'GIF',
  audio: 'Audio',
  media: 'Any media',
  poll: 'Poll',
};

/** The kinds of post by their explore names; reposts are no explore tab, so named here. */
const TYPE_LABELS: Record<AdvancedType, string> = {
  ...EXPLORE_POST_SUBTYPE_LABELS,
  reposts: 'Reposts',
};

const SUBTYPE_LABELS: Record<AdvancedSubType, string> = {
  images: 'Images',
  videos: 'Videos',
  gifs: 'GIFs',
  audio: 'Audio',
};

export interface AdvancedSearchFormProps {
  draft: AdvancedDraft;
  options: AdvancedOptions;
  /** The server's messages, by field (`line` for the typed box), until the field is edited. */
  serverErrors: Record<string, string>;
  onLine: (line: string) => void;
  onField: <F extends keyof FormTexts>(field: F, value: FormTexts[F]) => void;
  onOptions: (options: AdvancedOptions) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/**
 * The advanced search: the typed box with operators and the form with a field for each part,
 * each the other's mirror (advanced-draft.ts); the options the line has no operator for (kind of
 * post, categories, order, length, original posts only) below them.
 */
export function AdvancedSearchForm({
  draft,
  options,
  serverErrors,
  onLine,
  onField,
  onOptions,
  onSubmit,
  onClear,
}: AdvancedSearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const errorOf = (field: string) =>
    (draft.fieldErrors as Record<string, string | undefined>)[field] ?? serverErrors[field];
  return (
    <form
      role="search"
      aria-label="Advanced search"
      className={styles.advanced}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.searchForm}>
        <TextField
          label="Typed search"
          type="text"
          value={draft.line}
          maxLength={ADVANCED_SEARCH_MAX_LENGTH}
          error={draft.lineError ?? serverErrors.line}
          hint='Words, "exact phrase", -word, from:name, to:name, @name, #topic, has:video, after:2026-01-31, before:2026-12-31'
          onChange={(event) => onLine(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Words and people</legend>
        <div className={styles.fields}>
          {TEXT_FIELDS.map(({ field, label, hint }) =>
            field === 'phrases' ? (
              <TextAreaField
                key={field}
                label={label}
                hint={hint}
                rows={2}
                value={draft.form.phrases}
                error={errorOf(field)}
                onChange={(value) => onField(field, value)}
              />
            ) : (
              <TextField
                key={field}
                label={label}
                hint={hint}
                value={draft.form[field]}
                error={errorOf(field)}
                onChange={(event) => onField(field, event.target.value)}
              />
            ),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Contains</legend>
        <div className={styles.checks}>
          {ADVANCED_HAS.map((has) => (
            <CheckboxField
              key={has}
              label={HAS_LABELS[has]}
              checked={draft.form.has.includes(has)}
              onChange={(event) =>
                onField(
                  'has',
                  event.target.checked
                    ? [...draft.form.has, has]
                    : draft.form.has.filter((h) => h !== has),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>When and what</legend>
        <div className={styles.fields}>
          <TextField
            label="Posted on or after"
            type="date"
            value={draft.form.after}
            error={errorOf('after')}
            onChange={(event) => onField('after', event.target.value)}
          />
          <TextField
            label="Posted before"
            type="date"
            value={draft.form.before}
            error={errorOf('before')}
            onChange={(event) => onField('before', event.target.value)}
          />
          <SelectField
            label="Kind of post"
            value={options.type}
            error={serverErrors.type}
            options={ADVANCED_TYPES.map((value) => ({
              value,
              label: TYPE_LABELS[value],
            }))}
            onChange={(value) =>
              onOptions({ ...options, type: value as AdvancedType, subType: null })
            }
          />
          {options.type === 'media' ? (
            <SelectField
              label="Kind of media"
              value={options.subType ?? ''}
              error={serverErrors.subType}
              options={[
                { value: '', label: 'Every kind' },
                ...ADVANCED_SUBTYPES.map((value) => ({ value, label: SUBTYPE_LABELS[value] })),
              ]}
              onChange={(value) =>
                onOptions({ ...options, subType: (value || null) as AdvancedSubType | null })
              }
            />
          ) : null}
          <SelectField
            label="Order"
            value={options.chronology}
            error={serverErrors.chronology}
            options={CHRONOLOGIES.map((value) => ({ value, label: CHRONOLOGY_LABELS[value] }))}
            onChange={(value) => onOptions({ ...options, chronology: value as Chronology })}
          />
          <SelectField
            label="Video length"
            value={options.duration}
            error={serverErrors.duration}
            options={DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }))}
            onChange={(value) => onOptions({ ...options, duration: value as Duration })}
          />
        </div>
        <CategoryChips
          selected={options.categories}
          onChange={(categories) => onOptions({ ...options, categories })}
        />
        <CheckboxField
          label="Original posts only (no replies or reposts)"
          checked={options.op}
          error={serverErrors.op}
          onChange={(event) => onOptions({ ...options, op: event.target.checked })}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit">Find posts</Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
