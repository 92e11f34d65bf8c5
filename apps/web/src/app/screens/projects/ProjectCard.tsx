// A project in a list: title, bid, category, place, owner and status, the passages of its
// documents a keyword search matched, and favorite; on the map view, in step with its marker.
import { Link } from 'react-router';
import { countOf, formatMoney, PROJECT_CATEGORY_LABELS } from '@trestle/core';
import { Badge } from '@trestle/ui';
import type { ItemContext } from '../board/BoardResults';
import { FavoriteButton } from '../board/FavoriteButton';
import { placeOf } from '../board/format';
import { Highlighted } from '../board/Highlighted';
import styles from '../board/Board.module.css';
import { projectPath } from './paths';
import type { Project } from './types';

export interface ProjectCardProps {
  project: Project;
  context: ItemContext<Project>;
  /** The keyword searched (its words are marked in the passages). */
  keyword?: string;
  /** Moderation buttons (moderator tabs). */
  actions?: React.ReactNode;
}

/** What the project page receives from a search: the passages its documents matched. */
export interface ProjectLinkState {
  filesSearch?: Project['filesSearch'];
  keyword?: string;
}

export function ProjectCard({ project, context, keyword = '', actions }: ProjectCardProps) {
  const passages = (project.filesSearch ?? []).filter((hit) => hit.includes.length > 0);
  const state: ProjectLinkState = { filesSearch: project.filesSearch, keyword };
  return (
    <article
      className={styles.card}
      data-highlighted={context.highlighted}
      aria-labelledby={`project-${project.id}`}
      onMouseEnter={() => context.onHover(true)}
      onMouseLeave={() => context.onHover(false)}
      onFocus={() => context.onHover(true)}
      onBlur={() => context.onHover(false)}
    >
      <div className={styles.cardTop}>
        <h2 className={styles.cardTitle} id={`project-${project.id}`}>
          <Link to={projectPath(project.id)} state={state}>
            {project.title}
          </Link>
        </h2>
        <span className={styles.amount}>{formatMoney(project.bid, project.currency)}</span>
      </div>
      <ul className={styles.meta} aria-label="About the project">
        <li>{PROJECT_CATEGORY_LABELS[project.category]}</li>
        {placeOf(project.location, project.remote) ? (
          <li>{placeOf(project.location, project.remote)}</li>
        ) : null}
        <li>By {project.owner.general.displayName}</li>
        <li>{countOf(project.applicationsCount, 'bid')}</li>
        {project.status === 'closed' ? (
          <li>
            <Badge>Closed</Badge>
          </li>
        ) : null}
        {project.moderate === 'review' ? (
          <li>
            <Badge>In review</Badge>
          </li>
        ) : null}
        {project.flagged ? (
          <li>
            <Badge>Flagged</Badge>
          </li>
        ) : null}
      </ul>
      {passages.length > 0 ? (
        <div>
          <p className={styles.hint}>Found in its documents:</p>
          <ul className={styles.passages} aria-label="Matching passages">
            {passages.flatMap((hit) =>
              hit.includes.map((text, index) => (
                <li key={`${hit.url}-${index}`}>
                  <span className={styles.hint}>{hit.name ?? 'Document'}: </span>
                  <Highlighted text={text} keyword={keyword} />
                </li>
              )),
            )}
          </ul>
        </div>
      ) : null}
      <div className={styles.cardActions}>
        <FavoriteButton
          kind="project"
          id={project.id}
          title={project.title}
          favorite={project.favorite}
          onChange={(favorite) => context.update({ ...project, favorite })}
        />
        {context.onMap ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-label={`Show ${project.title} on the map`}
            onClick={context.showOnMap}
          >
            Show on map
          </button>
        ) : null}
        {actions}
      </div>
    </article>
  );
}
