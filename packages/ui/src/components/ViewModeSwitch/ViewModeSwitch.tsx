import { ChoiceChips } from '../ChoiceChips/ChoiceChips';

export interface ViewModeSwitchProps<V extends string> {
  modes: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange: (mode: V) => void;
}

/** How a list is shown: scrolling on, page by page, or on a map. */
export function ViewModeSwitch<V extends string>({
  modes,
  labels,
  value,
  onChange,
}: ViewModeSwitchProps<V>) {
  return (
    <ChoiceChips
      label="View"
      options={modes.map((mode) => ({ value: mode, label: labels[mode] }))}
      value={value}
      onChange={onChange}
    />
  );
}
