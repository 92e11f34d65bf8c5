import type { ReactNode } from 'react';
import { usePageTitle } from '../../use-page-title';
import { readableDate } from './legal-info';
import styles from './Legal.module.css';

export interface LegalSection {
  /** The fragment of the section's address (`/terms#accounts`). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** ISO date shown as "Last updated"; left out on pages that are not terms. */
  updated?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Lists the sections at the top: worth it on long pages read on a phone. */
  contents?: boolean;
}

/** One text page: the title (h1), a short introduction, then one h2 per section. */
export function LegalPage({ title, updated, intro, sections, contents = false }: LegalPageProps) {
  usePageTitle(title);
  return (
    <article className={styles.article} aria-labelledby="legal-title">
      <h1 id="legal-title" className={styles.title}>
        {title}
      </h1>
      {updated ? (
        <p className={styles.updated}>
          Last updated: <time dateTime={updated}>{readableDate(updated)}</time>
        </p>
      ) : null}
      <div className={styles.intro}>{intro}</div>
      {contents ? (
        <nav aria-label="On this page" className={styles.contents}>
          <h2 className={styles.contentsTitle}>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
