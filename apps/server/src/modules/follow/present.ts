// People rows as the contract's UserSummaryPage, with whether the caller follows each.
import type { components } from '@trestle/openapi/types';
import type { UserRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/index';

type UserSummaryPage = components['schemas']['UserSummaryPage'];

export function presentPeople(
  rows: readonly UserRow[],
  followedByCaller: ReadonlySet<string>,
): UserSummaryPage {
  return { items: rows.map((row) => presentUserSummary(row, followedByCaller.has(row.id))) };
}
