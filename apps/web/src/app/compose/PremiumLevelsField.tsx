// The composer's premium choice: the author's pro levels as checkboxes; a post made for one or more
// of them is premium (only their active subscribers read it). Shown only to people who offer
// levels. Editing a premium post starts unticked: ticking levels replaces its levels; leaving
// them all unticked keeps it as it is.
import { CheckboxField } from '@trestle/ui';
import { useApiQuery } from '../shared/api-query';
import { queryKeys } from '../shared/query-keys';
import styles from './Composer.module.css';

export interface PremiumLevelsFieldProps {
  value: readonly string[];
  /** The edited post is premium already. */
  premium: boolean;
  onChange: (levels: string[]) => void;
}

export function PremiumLevelsField({ value, premium, onChange }: PremiumLevelsFieldProps) {
  const levels = useApiQuery(
    queryKeys.ownProLevels(),
    (api) => api.GET('/user/profile/settings/pro/levels', { params: { query: { limit: 10 } } }),
    { quiet: true },
  );
  const items = levels.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.premium}>
      <legend>Premium for {premium ? '(this post is premium now)' : 'subscribers of'}</legend>
      {items.map((level) => (
        <CheckboxField
          key={level.id}
          label={level.title}
          checked={value.includes(level.id)}
          onChange={(event) =>
            onChange(
              event.target.checked ? [...value, level.id] : value.filter((id) => id !== level.id),
            )
          }
        />
      ))}
    </fieldset>
  );
}
