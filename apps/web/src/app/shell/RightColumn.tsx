import { RIGHT_COLUMN_PEOPLE, RIGHT_COLUMN_TOPICS } from '@trestle/core';
import { Card, EmptyState } from '@trestle/ui';
import styles from './RightColumn.module.css';

/**
 * The right column's two slots: five topics and five people (spec section 2). The explore calls
 * that fill them are not built yet, so each slot says so instead of showing made-up entries.
 */
export function RightColumn() {
  return (
    <>
      <Card as="section" aria-labelledby="right-topics" padding="sm">
        <h2 id="right-topics" className={styles.title}>
          Topics
        </h2>
        <EmptyState
          className={styles.empty}
          headingLevel={3}
          title="No topics yet"
          text={`The ${RIGHT_COLUMN_TOPICS} most talked-about topics will show here.`}
        />
      </Card>
      <Card as="section" aria-labelledby="right-people" padding="sm">
        <h2 id="right-people" className={styles.title}>
          People to follow
        </h2>
        <EmptyState
          className={styles.empty}
          headingLevel={3}
          title="No suggestions yet"
          text={`${RIGHT_COLUMN_PEOPLE} people you may know will show here.`}
        />
      </Card>
    </>
  );
}
