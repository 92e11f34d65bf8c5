// What a board list asks for, the same for projects, jobs and listings, and the spec §5 rules
// that turn the contract's query parameters into it (they hold on the server too, whatever a
// client sends): radius and units count only with a ZIP; a location label containing the word
// "remote" makes the search remote-only.
import { isRemoteLocationLabel, type DistanceUnit } from '@trestle/core';
import type { SelectQueryBuilder } from 'kysely';
import { badRequest } from '../http/errors';
import type { BoardKind, OpenStatus, Tables } from '../db/tables';
import { toMiles } from '../geo/distance';
import { lookupZip, UNKNOWN_ZIP } from '../geo/zip';

export type BoardTab = 'all' | 'following' | 'favorite' | 'own';
export type BoardSort = 'newest' | 'bid_asc' | 'bid_desc';
/** The staff lists of moderator mode: waiting in review, and flagged. */
export type ModerationQueue = 'inactive' | 'flagged';

type ItemsQuery = SelectQueryBuilder<Tables, 'board_items', object>;

export interface BoardQuery {
  kind: BoardKind;
  tab: BoardTab;
  ownerId?: string;
  status?: OpenStatus;
  /** Within `miles` of this point. */
  near?: { lat: number; lng: number; miles: number | null };
  keyword?: string;
  remote?: boolean;
  category?: string;
  sort?: BoardSort;
  queue?: ModerationQueue;
  /** An area's own conditions (a job's employment type, a listing's business type…). */
  extra?: (query: ItemsQuery) => ItemsQuery;
}

/** The list parameters projects, jobs and listings share in the contract. */
export interface BoardListParams {
  type?: 'all' | 'following' | 'favorite';
  ownerId?: string;
  status?: OpenStatus;
  zip?: string;
  radius?: number;
  units?: DistanceUnit;
  searchKeyword?: string;
  searchLocationLabel?: string;
  searchLocationZip?: string;
  remote?: boolean;
  category?: string;
  sort?: BoardSort;
}

export function boardQueryFrom(
  kind: BoardKind,
  params: BoardListParams,
  extra?: BoardQuery['extra'],
): BoardQuery {
  const query: BoardQuery = { kind, tab: params.type ?? 'all', extra };
  if (params.ownerId) query.ownerId = params.ownerId;
  if (params.status) query.status = params.status;
  if (params.category) query.category = params.category;
  if (params.sort) query.sort = params.sort;
  const keyword = params.searchKeyword?.trim();
  if (keyword) query.keyword = keyword;

  const zipField = params.zip?.trim() ? 'zip' : 'searchLocationZip';
  const zip = (params.zip ?? params.searchLocationZip)?.trim();
  if (zip) {
    const place = lookupZip(zip);
    if (!place) throw badRequest(UNKNOWN_ZIP, { [zipField]: UNKNOWN_ZIP });
    query.near = {
      lat: place.lat,
      lng: place.lng,
      miles: params.radius === undefined ? null : toMiles(params.radius, params.units),
    };
  }

  if (params.remote !== undefined) query.remote = params.remote;
  if (isRemoteLocationLabel(params.searchLocationLabel)) query.remote = true;
  return query;
}
