// The composer's premium choice: the author's pro levels as checkboxes; a post made for one or more
// of them is premium (only their active subscribers read it). Shown only to people who offer
// levels. Editing a premium post starts unticked: ticking levels replaces its levels; leaving
// them all unticked keeps it as it is.
import { useEffect, useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { CheckboxField } from '@trestle/ui';
import type { Services } from '../services';
import styles from './Composer.module.css';

export interface PremiumLevelsFieldProps {
  /** The composer's services (it is rendered outside the app's providers too). */
  services: Services;
  value: readonly string[];
  /** The edited post is premium already. */
  premium: boolean;
  onChange: (levels: string[]) => void;
}

export function PremiumLevelsField({
  services,
  value,
  premium,
  onChange,
}: PremiumLevelsFieldProps) {
  const [items, setItems] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    let current = true;
    unwrap(
      services.quietClient.api.GET('/user/profile/settings/pro/levels', {
        params: { query: { limit: 10 } },
      }),
    )
      .then((page) => current && setItems(page?.items ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [services]);
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
