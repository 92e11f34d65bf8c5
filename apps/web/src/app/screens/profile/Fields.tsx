import { useId, type ReactNode } from 'react';

interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
}

/** The ui package's TextField frame (label, hint, error) around any control. */
function FieldShell({ label, hint, error, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'tr-field tr-field--invalid' : 'tr-field'}>
      <label className="tr-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className: 'tr-field__input',
      })}
      {hint ? (
        <p id={hintId} className="tr-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tr-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  rows?: number;
}

export function TextAreaField({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  rows = 3,
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  hint,
  error,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(props) => (
        <select
          {...props}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
