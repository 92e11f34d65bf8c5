// The jobs lists' query: the board's (tabs, visibility, ZIP and radius, keyword, the "remote"
// label) plus what only jobs filter on. The remote rule of spec §5 for jobs: remote=true is
// remote jobs only; remote=false is ON-SITE jobs only, so a hybrid job matches neither filter
// alone (hybrid is neither "I can work from home" nor "I must be on site every day"; a person who
// wants both picks both, which sends no filter and finds every job).
import type { operations } from '@trestle/openapi/types';
import { sql } from 'kysely';
import { boardQueryFrom, type BoardQuery } from '../../platform/board/index';

type JobQuery = NonNullable<operations['listJobs']['parameters']['query']>;

export function jobQueryFrom(query: Omit<JobQuery, 'skip' | 'limit'>): BoardQuery {
  const { employmentType, type, ...filters } = query;
  const search = boardQueryFrom('job', { ...filters, type: type ?? 'all' });
  const onsiteOnly = search.remote === false;
  return {
    ...search,
    extra: (qb) => {
      let q = qb;
      if (employmentType)
        q = q.where(sql`board_items.details->>'employmentType'`, '=', employmentType);
      if (onsiteOnly) q = q.where(sql`board_items.details->>'workplace'`, '=', 'onsite');
      return q;
    },
  };
}
