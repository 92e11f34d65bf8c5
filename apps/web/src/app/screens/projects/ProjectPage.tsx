// `/projects/:projectId`: a project with its description, documents (and the passages a keyword
// search found in them), favorite and report; the owner's tools (edit, close or reopen, delete
// with the password) and the bids compared side by side; for others, the bid form, or why they
// cannot bid; for staff in moderation, approve, flag, edit and delete.
import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  formatFullTime,
  formatMoney,
  isStaffRole,
  type PageRequest,
  PROJECT_CATEGORY_LABELS,
  PROJECTS_PAGE_SIZE,
  reportPostBody,
  type ReportPostInput,
  roleKeyOf,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Badge, Button, ButtonLink, EmptyState, LoadError } from '@trestle/ui';
import { profilePath } from '../../posts/files';
import { ReportDialog } from '../../posts/ReportDialog';
import { useAuthUser, useServices } from '../../services-context';
import { usePagedItems } from '../../shared/use-paged-items';
import { usePageTitle } from '../../use-page-title';
import { DeleteWithPassword } from '../../shared/DeleteWithPassword';
import { FavoriteButton } from '../board/FavoriteButton';
import { placeOf } from '../board/format';
import { Highlighted } from '../board/Highlighted';
import { RichText } from '../board/RichText';
import boardStyles from '../board/Board.module.css';
import page from '../Page.module.css';
import { BidForm } from './BidForm';
import { BidsTable } from './BidsTable';
import { ModerationActions } from './ModerationActions';
import { PROJECTS_PATH, editProjectPath } from './paths';
import type { ProjectLinkState } from './ProjectCard';
import styles from './Projects.module.css';
import type { Project, ProjectBid } from './types';
import { useProject } from './use-project';
import { useBoardChanged } from '../board/use-board-item';

/** What a person who may not bid is told (the 403's message says the same). */
export const BID_UPGRADE_TEXT =
  'Bidding on projects needs a business account or a paid membership. Upgrade your membership to bid.';

export default function ProjectPage() {
  const { projectId = '' } = useParams();
  const { state, reload, update } = useProject(projectId);
  usePageTitle(state.status === 'loaded' ? state.item.title : 'Project');

  if (state.status === 'loading') return <p role="status">Loading the project…</p>;
  if (state.status === 'failed') {
    return (
      <LoadError title="The project could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This project is not here"
        text="It may have been deleted, or it waits for a moderator."
        action={<Link to={PROJECTS_PATH}>Back to projects</Link>}
      />
    );
  }
  return <ProjectView project={state.item} onChange={update} onReload={reload} />;
}

function ProjectView({
  project,
  onChange,
  onReload,
}: {
  project: Project;
  onChange: (project: Project) => void;
  onReload: () => void;
}) {
  const me = useAuthUser();
  const { quietClient, client, modals, notify } = useServices();
  const changed = useBoardChanged('projects');
  const navigate = useNavigate();
  const linkState = (useLocation().state ?? {}) as ProjectLinkState;
  const owner = project.owner.id === me?.id;
  const staff = isStaffRole(roleKeyOf(me));
  const params = { path: { id: project.id } };
  const passages = (linkState.filesSearch ?? []).filter((hit) => hit.includes.length > 0);

  async function setStatus() {
    try {
      const status = project.status === 'opened' ? 'closed' : 'opened';
      onChange(
        await unwrap(client.api.POST('/user/project/{id}/active', { params, body: { status } })),
      );
    } catch {
      // The client has shown the server's message.
    }
  }

  function report() {
    const id = `report-project-${project.id}`;
    const send = async (input: ReportPostInput) => {
      try {
        await unwrap(
          client.api.POST('/user/project/{id}/report', { params, body: reportPostBody(input) }),
        );
        notify('Thank you: a moderator will look at this project.', 'success');
        return true;
      } catch {
        return false;
      }
    };
    modals.open({
      id,
      title: 'Report project',
      content: <ReportDialog noun="project" onSubmit={send} onCancel={() => modals.close(id)} />,
    });
  }

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <h1 className={page.title}>{project.title}</h1>
        <div className={styles.badges}>
          <Badge>{project.status === 'opened' ? 'Open for bids' : 'Closed'}</Badge>
          {project.moderate === 'review' ? <Badge>In review</Badge> : null}
          {project.flagged ? <Badge>Flagged</Badge> : null}
        </div>
        <ul className={boardStyles.meta} aria-label="About the project">
          <li className={boardStyles.amount}>
            Budget {formatMoney(project.bid, project.currency)}
          </li>
          <li>{PROJECT_CATEGORY_LABELS[project.category]}</li>
          {placeOf(project.location, project.remote) ? (
            <li>{placeOf(project.location, project.remote)}</li>
          ) : null}
          <li>
            By{' '}
            <Link to={profilePath(project.owner.username)}>
              {project.owner.general.displayName}
            </Link>
          </li>
          <li>Posted {formatFullTime(project.createdAt)}</li>
        </ul>
        <div className={boardStyles.cardActions}>
          <FavoriteButton
            kind="project"
            id={project.id}
            title={project.title}
            favorite={project.favorite}
            onChange={(favorite) => onChange({ ...project, favorite })}
          />
          {!owner ? (
            <Button size="sm" variant="secondary" onClick={report}>
              Report
            </Button>
          ) : null}
          {owner ? (
            <>
              <ButtonLink as={Link} to={editProjectPath(project.id)} variant="secondary" size="sm">
                Edit
              </ButtonLink>
              <Button size="sm" variant="secondary" onClick={() => void setStatus()}>
                {project.status === 'opened' ? 'Close bidding' : 'Reopen bidding'}
              </Button>
            </>
          ) : null}
          {staff && !owner ? (
            <>
              <ModerationActions project={project} onChange={onChange} />
              <ButtonLink as={Link} to={editProjectPath(project.id)} variant="secondary" size="sm">
                Edit as moderator
              </ButtonLink>
            </>
          ) : null}
        </div>
      </header>

      <section className={styles.section} aria-label="Description">
        <RichText html={project.description} />
      </section>

      {project.documents.length > 0 ? (
        <section className={styles.section} aria-labelledby="project-documents">
          <h2 className={styles.sectionTitle} id="project-documents">
            Documents
          </h2>
          <ul className={boardStyles.meta}>
            {project.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noreferrer">
                  {document.name || 'Document'}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {passages.length > 0 ? (
        <section className={styles.section} aria-labelledby="project-passages">
          <h2 className={styles.sectionTitle} id="project-passages">
            Where “{linkState.keyword}” appears
          </h2>
          <ul className={boardStyles.passages}>
            {passages.flatMap((hit) =>
              hit.includes.map((text, index) => (
                <li key={`${hit.url}-${index}`}>
                  <a href={hit.url} target="_blank" rel="noreferrer">
                    {hit.name ?? 'Document'}
                  </a>
                  : <Highlighted text={text} keyword={linkState.keyword ?? ''} />
                </li>
              )),
            )}
          </ul>
        </section>
      ) : null}

      {owner ? (
        <ProjectBids project={project} />
      ) : (
        <BidSection project={project} onSent={onReload} />
      )}

      {owner || staff ? (
        <DeleteWithPassword
          heading="Delete this project"
          text="The project, its documents and its bids are deleted for good. Type your password to confirm."
          buttonLabel="Delete project"
          onDelete={(password) =>
            unwrap(
              owner
                ? quietClient.api.DELETE('/user/project/{id}', { params, body: { password } })
                : quietClient.api.DELETE('/user/project/moderate/{id}', {
                    params,
                    body: { password },
                  }),
            )
          }
          deletedText={`${project.title} is deleted.`}
          onDeleted={() => {
            changed(project.id);
            void navigate(PROJECTS_PATH);
          }}
        />
      ) : null}
    </div>
  );
}

/** Bidding: the form, or why the person cannot bid (before they try). */
function BidSection({ project, onSent }: { project: Project; onSent: () => void }) {
  const me = useAuthUser();
  const { quietClient, notify } = useServices();
  let body;
  if (!me?.policies.can_apply_project) {
    body = <p className={boardStyles.hint}>{BID_UPGRADE_TEXT}</p>;
  } else if (project.status === 'closed') {
    body = <p className={boardStyles.hint}>Bidding on this project is closed.</p>;
  } else {
    body = (
      <>
        {project.myBid ? (
          <p className={boardStyles.hint} role="status">
            You bid {formatMoney(project.myBid.amount, project.myBid.currency)}. You can change your
            bid while the project is open.
          </p>
        ) : null}
        <BidForm
          currency={project.currency}
          current={project.myBid ?? null}
          onSend={async (bid) => {
            await unwrap(
              quietClient.api.POST('/user/project/{id}/apply', {
                params: { path: { id: project.id } },
                body: { ...bid, currency: project.currency },
              }),
            );
            notify(project.myBid ? 'Your bid is updated.' : 'Your bid is sent.', 'success');
            onSent();
          }}
        />
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="project-bid">
      <h2 className={styles.sectionTitle} id="project-bid">
        {project.myBid ? 'Your bid' : 'Bid on this project'}
      </h2>
      {body}
    </section>
  );
}

/** The owner's view of the bids: all of them, compared side by side. */
function ProjectBids({ project }: { project: Project }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/project/{id}/bids', {
          params: { path: { id: project.id }, query: { skip, limit } },
        }),
      ),
    [client, project.id],
  );
  const list = usePagedItems<ProjectBid>(fetchPage, PROJECTS_PAGE_SIZE, (bid) => bid.id);
  // The comparison shows every bid: further pages load on their own.
  const { hasMore, loadingMore, loadingFirst, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loadingMore && !loadingFirst) loadMore();
  }, [hasMore, loadingMore, loadingFirst, loadMore]);

  let body;
  if (list.loadingFirst) body = <p role="status">Loading the bids…</p>;
  else if (list.error && !list.items?.length) {
    body = (
      <LoadError text={list.error.messages.join(' ') || 'Please try again.'} onRetry={list.load} />
    );
  } else if (!list.items?.length) {
    body = (
      <p className={boardStyles.hint}>No bids yet. Bids show here side by side as they come.</p>
    );
  } else body = <BidsTable bids={list.items} />;
  return (
    <section className={styles.section} aria-labelledby="project-bids">
      <h2 className={styles.sectionTitle} id="project-bids">
        Bids
      </h2>
      {body}
    </section>
  );
}
