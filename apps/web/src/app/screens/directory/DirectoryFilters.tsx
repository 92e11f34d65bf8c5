import { useId, useState, type FormEvent } from 'react';
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  type BusinessType,
  DIRECTORY_RADII,
  LIMITS,
  PROJECT_CATEGORIES,
  type ProjectCategory,
  SECTOR_LABELS,
} from '@trestle/core';
import { Button, SelectField, TextField } from '@trestle/ui';
import { useKeywordSuggestions } from './use-keyword-suggestions';
import styles from './Directory.module.css';

/** The directory's filters as the list query takes them. */
export type DirectoryFilterValues = {
  categoryId?: string;
  businessType?: BusinessType;
  sector?: ProjectCategory;
  searchKeyword?: string;
  zip?: string;
  radius?: number;
};

const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] })),
];
const SECTOR_OPTIONS = [
  { value: '', label: 'Any sector' },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: SECTOR_LABELS[value] })),
];
const RADIUS_OPTIONS = [
  { value: '', label: 'Any distance' },
  ...DIRECTORY_RADII.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` })),
];

interface Draft {
  businessType: string;
  sector: string;
  searchKeyword: string;
  zip: string;
  radius: string;
}

const draftOf = (values: DirectoryFilterValues): Draft => ({
  businessType: values.businessType ?? '',
  sector: values.sector ?? '',
  searchKeyword: values.searchKeyword ?? '',
  zip: values.zip ?? '',
  radius: values.radius === undefined ? '' : String(values.radius),
});

/** Type, sector, keyword, ZIP and radius; applied together with Search. */
export function DirectoryFilters({
  values,
  onApply,
}: {
  values: DirectoryFilterValues;
  onApply: (values: DirectoryFilterValues) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));
  // A search from elsewhere (a category, Back, a link) shows in the form.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(draftOf(values));
  }
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const suggestionsId = useId();
  const suggestions = useKeywordSuggestions(draft.searchKeyword);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      businessType: (draft.businessType || undefined) as BusinessType | undefined,
      sector: (draft.sector || undefined) as ProjectCategory | undefined,
      searchKeyword: draft.searchKeyword.trim() || undefined,
      zip: draft.zip.trim() || undefined,
      radius: draft.radius ? Number(draft.radius) : undefined,
    });
  }

  return (
    <form className={styles.filters} role="search" aria-label="Filter listings" onSubmit={submit}>
      <TextField
        label="Keyword"
        value={draft.searchKeyword}
        maxLength={LIMITS.searchText}
        list={suggestionsId}
        autoComplete="off"
        onChange={(event) => set('searchKeyword')(event.target.value)}
      />
      <datalist id={suggestionsId}>
        {suggestions.map((s) => (
          <option key={s.keyword} value={s.keyword}>
            {`${s.keyword} (${s.count})`}
          </option>
        ))}
      </datalist>
      <SelectField
        label="Business type"
        name="businessType"
        value={draft.businessType}
        options={TYPE_OPTIONS}
        onChange={set('businessType')}
      />
      <SelectField
        label="Sector"
        name="sector"
        value={draft.sector}
        options={SECTOR_OPTIONS}
        onChange={set('sector')}
      />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        value={draft.zip}
        maxLength={LIMITS.zip}
        onChange={(event) => set('zip')(event.target.value)}
      />
      <SelectField
        label="Radius"
        name="radius"
        value={draft.radius}
        options={RADIUS_OPTIONS}
        onChange={set('radius')}
      />
      <div className={styles.filterActions}>
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(draftOf({}));
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
