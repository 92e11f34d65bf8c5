import type { ReactNode } from 'react';
import styles from './Settings.module.css';

/** One section of the settings screen: a landmark named by its heading, reachable by its anchor. */
export function Section({
  id,
  title,
  text,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={danger ? `${styles.section} ${styles.danger}` : styles.section}
      aria-labelledby={`${id}-heading`}
    >
      <h2 className={styles.heading} id={`${id}-heading`}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </section>
  );
}
