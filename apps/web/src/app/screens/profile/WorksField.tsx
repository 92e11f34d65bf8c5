import { useRef } from 'react';
import {
  canAddWork,
  EMPTY_WORK_DRAFT,
  LIMITS,
  PROFILE_WORK_DESCRIPTION_MAX,
  PROFILE_WORK_TITLE_MAX,
  PROFILE_WORKS_MAX,
  type WorkDraft,
  type WorkDraftErrors,
} from '@trestle/core';
import { TextAreaField, TextField } from '@trestle/ui';
import styles from './Profile.module.css';

export interface WorksFieldProps {
  works: WorkDraft[];
  /** Each row's errors, in the same order (empty when none). */
  errors: WorkDraftErrors[];
  onChange: (works: WorkDraft[]) => void;
}

/**
 * The works on the edit-profile form: one group of fields a work (title, year, description),
 * added with "Add a work" (the new title gets the focus) and taken out with Remove.
 */
export function WorksField({ works, errors, onChange }: WorksFieldProps) {
  // The row just added: its title takes the focus as it comes onto the page.
  const added = useRef<number | null>(null);

  const change = (index: number, patch: Partial<WorkDraft>) =>
    onChange(works.map((work, i) => (i === index ? { ...work, ...patch } : work)));

  function add() {
    added.current = works.length;
    onChange([...works, EMPTY_WORK_DRAFT]);
  }

  return (
    <>
      {works.length === 0 ? (
        <p className={styles.muted}>No works yet: add the projects you are proud of.</p>
      ) : null}
      {works.map((work, index) => {
        const number = index + 1;
        const rowErrors = errors[index] ?? {};
        return (
          <fieldset key={index} className={styles.subFieldset}>
            <legend className={styles.subLegend}>Work {number}</legend>
            <TextField
              ref={(input) => {
                if (input && added.current === index) {
                  added.current = null;
                  input.focus();
                }
              }}
              label="Title"
              required
              maxLength={PROFILE_WORK_TITLE_MAX}
              value={work.title}
              error={rowErrors.title}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            <TextField
              label="Year"
              inputMode="numeric"
              hint="Optional, e.g. 2024."
              maxLength={LIMITS.yearText}
              value={work.year}
              error={rowErrors.year}
              onChange={(event) => change(index, { year: event.target.value })}
            />
            <TextAreaField
              label="Description"
              name={`work-${index}-description`}
              value={work.description}
              error={rowErrors.description}
              hint={`Optional, up to ${PROFILE_WORK_DESCRIPTION_MAX.toLocaleString('en')} characters.`}
              onChange={(value) => change(index, { description: value })}
            />
            <div>
              <button
                type="button"
                className={styles.linkish}
                onClick={() => onChange(works.filter((_, i) => i !== index))}
              >
                Remove work {number}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className={styles.pickButton}
          disabled={!canAddWork(works.length)}
          onClick={add}
        >
          Add a work
        </button>
        {!canAddWork(works.length) ? (
          <span className={styles.muted}> Up to {PROFILE_WORKS_MAX} works.</span>
        ) : null}
      </div>
    </>
  );
}
