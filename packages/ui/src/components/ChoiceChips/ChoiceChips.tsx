import './ChoiceChips.css';

export interface ChoiceChipsProps<V extends string> {
  /** Accessible name of the group ("Role in the group"). */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** One choice among a few, as pressed chips (a filter over a list). */
export function ChoiceChips<V extends string>({
  label,
  options,
  value,
  onChange,
}: ChoiceChipsProps<V>) {
  return (
    <div className="tr-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          className="tr-chips__chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
