import {
  CHRONOLOGIES,
  CHRONOLOGY_LABELS,
  DURATIONS,
  DURATION_LABELS,
  type Chronology,
  type Duration,
} from '@trestle/core';
import { SelectField } from '@trestle/ui';
import { CategoryChips } from '../feed/CategoryChips';
import type { MediaFilters } from './explore-filters';
import styles from './Explore.module.css';

export interface MediaFilterBarProps {
  filters: MediaFilters;
  onChange: (next: MediaFilters) => void;
  /** Videos and sound: the length filter is offered. */
  withDuration: boolean;
}

/** Categories, order and length over a media tab (the filters exploreMedia and exploreShorts take). */
export function MediaFilterBar({ filters, onChange, withDuration }: MediaFilterBarProps) {
  return (
    <div className={styles.filters}>
      <CategoryChips
        selected={filters.categories}
        onChange={(categories) => onChange({ ...filters, categories })}
      />
      <div className={styles.selects}>
        <SelectField
          label="Order"
          value={filters.chronology}
          options={CHRONOLOGIES.map((value) => ({ value, label: CHRONOLOGY_LABELS[value] }))}
          onChange={(value) => onChange({ ...filters, chronology: value as Chronology })}
        />
        {withDuration ? (
          <SelectField
            label="Length"
            value={filters.duration}
            options={DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }))}
            onChange={(value) => onChange({ ...filters, duration: value as Duration })}
          />
        ) : null}
      </div>
    </div>
  );
}
