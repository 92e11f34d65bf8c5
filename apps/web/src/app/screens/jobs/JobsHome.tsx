// `/jobs`: the job board (spec section 2), as its descriptor says.
import { Link } from 'react-router';
import { ButtonLink } from '@trestle/ui';
import { BoardHome } from '../board/BoardHome';
import { FilterBar } from '../board/FilterBar';
import { useBoardParams } from '../board/use-board-params';
import { JOBS_BOARD } from './descriptor';
import { JobCard } from './JobCard';
import { NEW_JOB_PATH } from './paths';

export default function JobsHome() {
  const board = useBoardParams(JOBS_BOARD);
  return (
    <BoardHome
      descriptor={JOBS_BOARD}
      board={board}
      actions={
        <ButtonLink as={Link} to={NEW_JOB_PATH}>
          Post a job
        </ButtonLink>
      }
      searchForm={(props) => <FilterBar kind="jobs" {...props} />}
      renderItem={(job, context) => <JobCard job={job} context={context} />}
    />
  );
}
