import type { ReactNode } from 'react';
import { EmptyState } from '@trestle/ui';
import { areaByKey } from '../areas';
import { usePageTitle } from '../use-page-title';
import styles from './Page.module.css';

export interface ComingSoonProps {
  /** Which area of AREAS this screen belongs to. */
  areaKey: string;
  /** More to say under the notice. */
  detail?: ReactNode;
}

/** A screen that is not built yet says so plainly: no placeholder data. */
export default function ComingSoon({ areaKey, detail }: ComingSoonProps) {
  const area = areaByKey(areaKey);
  usePageTitle(area.label);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{area.label}</h1>
      <EmptyState
        className={styles.notice}
        title={`${area.label} is coming soon`}
        text={
          <>
            {area.purpose} This screen is not built yet.
            {detail ? <> {detail}</> : null}
          </>
        }
      />
    </div>
  );
}
