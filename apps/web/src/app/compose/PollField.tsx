// A poll of two to four choices and an optional closing time (new posts and quotes only).
import { POLL_CHOICE_MAX_LENGTH, POLL_MAX_CHOICES, POLL_MIN_CHOICES } from '@trestle/core';
import { FieldError } from '@trestle/ui';
import styles from './Composer.module.css';

export interface PollDraft {
  choices: string[];
  /** A datetime-local value, or '' for the default (24 hours). */
  closesAt: string;
}

export const EMPTY_POLL: PollDraft = { choices: ['', ''], closesAt: '' };

export interface PollFieldProps {
  idPrefix: string;
  poll: PollDraft;
  /** Messages by key: 'poll', 'poll.choices', 'poll.choices.<n>', 'poll.closesAt'. */
  errors: Record<string, string | undefined>;
  onChange: (poll: PollDraft) => void;
  onRemove: () => void;
}

export function PollField({ idPrefix, poll, errors, onChange, onRemove }: PollFieldProps) {
  const general = errors['poll.choices'] ?? errors.poll;
  const generalId = `${idPrefix}-poll-error`;
  const closesId = `${idPrefix}-poll-closes`;
  const closesError = errors['poll.closesAt'];
  const setChoice = (index: number, value: string) =>
    onChange({ ...poll, choices: poll.choices.map((c, i) => (i === index ? value : c)) });
  return (
    <fieldset className={styles.poll}>
      <legend className={styles.legend}>Poll</legend>
      {poll.choices.map((choice, index) => {
        const inputId = `${idPrefix}-choice-${index}`;
        const error = errors[`poll.choices.${index}`];
        // A message about the choices as a whole is shown on the first one.
        const invalid = Boolean(error) || (index === 0 && Boolean(general));
        const describedBy = [
          error ? `${inputId}-error` : '',
          index === 0 && general ? generalId : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={index} className={styles.choice}>
            <label htmlFor={inputId} className={styles.label}>
              Choice {index + 1}
            </label>
            <div className={styles.choiceRow}>
              <input
                id={inputId}
                className={styles.input}
                value={choice}
                maxLength={POLL_CHOICE_MAX_LENGTH}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy || undefined}
                onChange={(event) => setChoice(index, event.target.value)}
              />
              {poll.choices.length > POLL_MIN_CHOICES ? (
                <button
                  type="button"
                  className={styles.linkish}
                  aria-label={`Remove choice ${index + 1}`}
                  onClick={() =>
                    onChange({ ...poll, choices: poll.choices.filter((_, i) => i !== index) })
                  }
                >
                  Remove
                </button>
              ) : null}
            </div>
            <FieldError id={`${inputId}-error`} error={error} className={styles.error} />
          </div>
        );
      })}
      <FieldError id={generalId} error={general} className={styles.error} />
      <div className={styles.pollActions}>
        {poll.choices.length < POLL_MAX_CHOICES ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => onChange({ ...poll, choices: [...poll.choices, ''] })}
          >
            Add choice
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onRemove}>
          Remove poll
        </button>
      </div>
      <div className={styles.choice}>
        <label htmlFor={closesId} className={styles.label}>
          Closes at (optional)
        </label>
        <input
          id={closesId}
          type="datetime-local"
          className={styles.input}
          value={poll.closesAt}
          aria-invalid={closesError ? true : undefined}
          aria-describedby={`${closesId}-hint${closesError ? ` ${closesId}-error` : ''}`}
          onChange={(event) => onChange({ ...poll, closesAt: event.target.value })}
        />
        <p id={`${closesId}-hint`} className={styles.muted}>
          Without a time the poll runs for 24 hours; at most 30 days, rounded up to the hour.
        </p>
        <FieldError id={`${closesId}-error`} error={closesError} className={styles.error} />
      </div>
    </fieldset>
  );
}
