// `/projects/:projectId`: a project with its description, documents (and the passages a keyword
// search found in them), favorite and report; the owner's tools (edit, close or reopen, and in a
// menu the delete, confirmed with the password in a dialog) and the bids compared as cards, each
// with the owner's decisions (shortlist, award, decline, message); for others, the bid form, or
// why they cannot bid (closed, deadline passed, awarded, decided); for staff in moderation,
// approve, flag, edit and delete.
import { type ReactNode, useCallback, useEffect } from 'react';
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
import { useDeleteWithPassword } from '../../shared/DeleteWithPassword';
import { PostMenu } from '../../posts/PostMenu';
import { FavoriteButton } from '../board/FavoriteButton';
import { placeOf } from '../board/format';
import { Highlighted } from '../board/Highlighted';
import { RichText } from '../board/RichText';
import boardStyles from '../board/Board.module.css';
import page from '../Page.module.css';
import { BidForm } from './BidForm';
import { AwardDialog, TextDialog } from './BidDialogs';
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
  const openDelete = useDeleteWithPassword({
    heading: 'Delete this project',
    text: 'The project, its documents and its bids are deleted for good. Type your password to confirm.',
    buttonLabel: 'Delete project',
    onDelete: (password) =>
      unwrap(
        owner
          ? quietClient.api.DELETE('/user/project/{id}', { params, body: { password } })
          : quietClient.api.DELETE('/user/project/moderate/{id}', { params, body: { password } }),
      ),
    deletedText: `${project.title} is deleted.`,
    onDeleted: () => {
      changed(project.id);
      void navigate(PROJECTS_PATH);
    },
  });

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
          <Badge>
            {project.awardedBidId
              ? 'Awarded'
              : project.biddingOpen
                ? 'Open for bids'
                : 'Closed for bids'}
          </Badge>
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
          {project.bidDeadline ? (
            <li>
              {new Date(project.bidDeadline) > new Date() ? 'Bids close' : 'Bids closed'}{' '}
              {formatFullTime(project.bidDeadline)}
            </li>
          ) : null}
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
              {project.awardedBidId ? null : (
                <Button size="sm" variant="secondary" onClick={() => void setStatus()}>
                  {project.status === 'opened' ? 'Close bidding' : 'Reopen bidding'}
                </Button>
              )}
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
          {owner || staff ? (
            <PostMenu
              label="More project actions"
              items={[
                {
                  label: owner ? 'Delete project…' : 'Delete as moderator…',
                  danger: true,
                  onSelect: openDelete,
                },
              ]}
            />
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
        <ProjectBids project={project} onChange={onChange} />
      ) : (
        <BidSection project={project} onSent={onReload} />
      )}
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
  } else if (!project.biddingOpen || decided(project.myBid)) {
    body = (
      <>
        {project.myBid ? <MyBidOutcome project={project} bid={project.myBid} /> : null}
        <p className={boardStyles.hint}>{closedText(project)}</p>
      </>
    );
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

const decided = (bid: ProjectBid | null | undefined) =>
  bid?.status === 'awarded' || bid?.status === 'declined';

/** Why no bid can be sent or edited now. */
function closedText(project: Project): string {
  if (project.awardedBidId) return 'This project has been awarded: it takes no more bids.';
  if (decided(project.myBid))
    return 'The owner has decided on your bid: it can no longer be edited.';
  if (project.bidDeadline && new Date(project.bidDeadline) <= new Date())
    return 'Bidding on this project has closed: its bid deadline has passed.';
  return 'Bidding on this project is closed.';
}

/** The bidder's own bid once the owner decided: won, declined with the owner's words, or lost. */
function MyBidOutcome({ project, bid }: { project: Project; bid: ProjectBid }) {
  let outcome = `You bid ${formatMoney(bid.amount, bid.currency)}.`;
  if (bid.status === 'awarded') outcome += ' The owner awarded you the project.';
  else if (bid.status === 'declined') outcome += ' The owner declined your bid.';
  else if (project.awardedBidId) outcome += ' The project went to another bidder.';
  else if (bid.status === 'shortlisted') outcome += ' The owner shortlisted your bid.';
  return (
    <div className={boardStyles.hint} role="status">
      <p>{outcome}</p>
      {bid.ownerMessage ? <p>The owner wrote: “{bid.ownerMessage}”</p> : null}
    </div>
  );
}

/** The owner's view of the bids: all of them, compared as cards, each with their decisions. */
function ProjectBids({
  project,
  onChange,
}: {
  project: Project;
  onChange: (project: Project) => void;
}) {
  const { client, quietClient, modals, notify } = useServices();
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
  } else {
    const bidParams = (bid: ProjectBid) => ({ params: { path: { id: bid.id } } });
    const name = (bid: ProjectBid) => bid.bidder.general.displayName || bid.bidder.username;
    const dialog = (title: string, content: (close: () => void) => ReactNode) => {
      const id = 'bid-dialog';
      modals.open({ id, title, content: content(() => modals.close(id)) });
    };
    body = (
      <BidsTable
        bids={list.items}
        actions={{
          awarded: project.awardedBidId !== null,
          shortlist: (bid, shortlisted) => {
            void unwrap(
              client.api.POST('/user/project/bid/{id}/shortlist', {
                ...bidParams(bid),
                body: { shortlisted },
              }),
            )
              .then(() => list.load())
              .catch(() => undefined);
          },
          award: (bid) =>
            dialog(`Award the project to ${name(bid)}?`, (close) => (
              <AwardDialog
                text={`${name(bid)} wins the project for ${formatMoney(bid.amount, bid.currency)}. The project closes to new bids, and ${name(bid)} and the other bidders are told.`}
                onClose={close}
                onConfirm={async () => {
                  try {
                    onChange(
                      await unwrap(client.api.POST('/user/project/bid/{id}/award', bidParams(bid))),
                    );
                    notify(`The project is awarded to ${name(bid)}.`, 'success');
                    list.load();
                  } catch {
                    // The client has shown the server's message.
                  }
                }}
              />
            )),
          decline: (bid) =>
            dialog(`Decline ${name(bid)}’s bid`, (close) => (
              <TextDialog
                label={`Message to ${name(bid)}`}
                hint="Say why: the bidder reads it with their bid and is notified."
                action="Decline the bid"
                required="Write a message to the bidder saying why."
                onClose={close}
                onSend={async (message) => {
                  await unwrap(
                    quietClient.api.POST('/user/project/bid/{id}/decline', {
                      ...bidParams(bid),
                      body: { message },
                    }),
                  );
                  notify(`${name(bid)}’s bid is declined.`, 'success');
                  list.load();
                }}
              />
            )),
          message: (bid) =>
            dialog(`Message ${name(bid)}`, (close) => (
              <TextDialog
                label="Your message"
                hint="A direct message: the conversation goes on in Messages."
                action="Send"
                required="Write a message."
                onClose={close}
                onSend={async (text) => {
                  await unwrap(
                    quietClient.api.POST('/user/project/bid/{id}/message', {
                      ...bidParams(bid),
                      body: { text },
                    }),
                  );
                  notify(`Message sent to ${name(bid)}.`, 'success');
                }}
              />
            )),
        }}
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby="project-bids">
      <h2 className={styles.sectionTitle} id="project-bids">
        Bids
      </h2>
      {body}
    </section>
  );
}
