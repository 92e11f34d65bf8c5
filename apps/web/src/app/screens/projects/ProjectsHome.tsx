// `/projects`: the project board (spec section 2), as its descriptor says; here only what is the
// project board's own: moderator mode for staff, the totals, saved searches, the moderation
// buttons of the staff queues.
import { useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_TABS, boardCountsText, isStaffRole, roleKeyOf } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { BoardHome } from '../board/BoardHome';
import { FilterBar } from '../board/FilterBar';
import { useBoardParams } from '../board/use-board-params';
import { useCount } from '../board/use-count';
import boardStyles from '../board/Board.module.css';
import { PROJECTS_BOARD, PROJECT_QUEUES } from './descriptor';
import { ModerationActions } from './ModerationActions';
import { NEW_PROJECT_PATH } from './paths';
import { ProjectCard } from './ProjectCard';
import { SaveSearchButton } from './SaveSearchButton';
import { SavedSearches } from './SavedSearches';

export default function ProjectsHome() {
  const me = useAuthUser();
  const staff = isStaffRole(roleKeyOf(me));
  const board = useBoardParams(PROJECTS_BOARD);
  const [moderatorMode, setModerating] = useState(PROJECT_QUEUES.includes(board.tab));
  // Moderator mode is for staff: an address naming a staff tab shows a member the rest.
  const moderating = staff && moderatorMode;
  const visible = PROJECT_TABS.filter((t) => moderating || !PROJECT_QUEUES.includes(t));

  function toggleModeration() {
    if (moderating && PROJECT_QUEUES.includes(board.tab)) board.setTab('all');
    setModerating(!moderating);
  }

  return (
    <BoardHome
      descriptor={PROJECTS_BOARD}
      board={board}
      visibleTabs={visible}
      actions={
        <>
          {staff ? (
            <Button variant="secondary" aria-pressed={moderating} onClick={toggleModeration}>
              Moderator mode
            </Button>
          ) : null}
          <ButtonLink as={Link} to={NEW_PROJECT_PATH}>
            Post a project
          </ButtonLink>
        </>
      }
      intro={<ProjectCounts />}
      panelOf={(tab) =>
        tab === 'searches' ? (
          <SavedSearches onOpen={(filters) => board.setFilters(filters, 'all')} />
        ) : undefined
      }
      searchForm={(props) => <FilterBar kind="projects" {...props} />}
      searchActions={<SaveSearchButton filters={board.filters} />}
      emptyAction={(tab) =>
        tab === 'own' ? <Link to={NEW_PROJECT_PATH}>Post a project</Link> : null
      }
      renderItem={(project, context, tab) => (
        <ProjectCard
          project={project}
          context={context}
          keyword={PROJECTS_BOARD.tab[tab].searchable ? board.filters.searchKeyword : undefined}
          actions={
            tab === 'inactive' || tab === 'flagged' ? (
              <ModerationActions
                project={project}
                onChange={(next) =>
                  context.update(
                    // Dealt with: it leaves this list.
                    (tab === 'inactive' && next.moderate === 'approved') ||
                      (tab === 'flagged' && !next.flagged)
                      ? null
                      : next,
                  )
                }
              />
            ) : undefined
          }
        />
      )}
    />
  );
}

/** "120 projects · 3 posted by you, 2 still open" (core's boardCountsText). */
function ProjectCounts() {
  const { quietClient } = useServices();
  const all = useCount(['board', 'projects', 'count', 'total'], () =>
    unwrap(quietClient.api.GET('/user/project/count')),
  );
  const own = useCount(['board', 'projects', 'count', 'own'], () =>
    unwrap(quietClient.api.GET('/user/project/count/own')),
  );
  const opened = useCount(['board', 'projects', 'count', 'own', 'opened'], () =>
    unwrap(quietClient.api.GET('/user/project/count/own/opened')),
  );
  if (all === null) return null;
  return (
    <p className={boardStyles.counts} aria-live="polite">
      {boardCountsText(all, own, opened, 'project')}
    </p>
  );
}
