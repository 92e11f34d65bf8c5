// Group rows as the contract's Group, GroupMember and PostGroupRef: batch loads, a fixed number
// of queries whatever the page size. Rules, request and report counts go only to those allowed.
import { stripTags } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { GroupMemberRow, GroupRow, GroupRuleRow, UserRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/index';
import { membershipsOf, openReportCounts, pendingCounts, rulesOf, usersByIds } from './repo';

type Group = components['schemas']['Group'];
type GroupMember = components['schemas']['GroupMember'];
type GroupRule = components['schemas']['GroupRule'];
type GroupRef = components['schemas']['PostGroupRef'];

const iso = (value: Date | string) => new Date(value).toISOString();

export const presentRule = (rule: GroupRuleRow): GroupRule => ({
  id: rule.id,
  title: rule.title,
  description: rule.description,
});

function myRoleOf(me: GroupMemberRow | undefined): Group['myRole'] {
  if (!me || me.status === 'blocked') return null;
  return me.status === 'pending' ? 'pending' : me.role;
}

/** The groups as the viewer may see them, in the same order. */
export async function presentGroups(
  db: Db,
  viewerId: string,
  groups: GroupRow[],
): Promise<Group[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const mine = await membershipsOf(db, viewerId, ids);
  const moderated = ids.filter((id) => {
    const me = mine.get(id);
    return me?.status === 'active' && me.role !== 'member';
  });
  const visible = groups
    .filter((g) => g.type !== 'private' || mine.get(g.id)?.status === 'active')
    .map((g) => g.id);
  const [owners, rules, pending, reports] = await Promise.all([
    usersByIds(db, [...new Set(groups.map((g) => g.owner_id))]),
    rulesOf(db, visible),
    pendingCounts(db, moderated),
    openReportCounts(db, moderated),
  ]);
  const ownerById = new Map<string, UserRow>(owners.map((u) => [u.id, u]));
  const rulesByGroup = new Map<string, GroupRule[]>();
  for (const rule of rules) {
    const list = rulesByGroup.get(rule.group_id) ?? [];
    list.push(presentRule(rule));
    rulesByGroup.set(rule.group_id, list);
  }
  return groups.map((group) => {
    const me = mine.get(group.id);
    return {
      id: group.id,
      name: group.name,
      title: group.title,
      description: group.description,
      category: group.category,
      type: group.type,
      privateGroup: group.type === 'private' && me?.status !== 'active',
      avatar: group.avatar,
      background_image: group.background_image,
      rules: rulesByGroup.get(group.id) ?? [],
      reports_count: reports.get(group.id) ?? 0,
      member_requests_count: pending.get(group.id) ?? 0,
      membersCount: group.members_count,
      myRole: myRoleOf(me),
      owner: presentUserSummary(ownerById.get(group.owner_id)!),
      createdAt: iso(group.created_at),
    };
  });
}

export async function presentGroup(db: Db, viewerId: string, group: GroupRow): Promise<Group> {
  const [out] = await presentGroups(db, viewerId, [group]);
  return out!;
}

/** A group as a line in a list (explore, profile groups). */
export function presentGroupRef(group: GroupRow, member: boolean): GroupRef {
  return {
    id: group.id,
    name: group.name,
    title: group.title,
    type: group.type,
    privateGroup: group.type === 'private' && !member,
    avatar: group.avatar,
    category: group.category,
    membersCount: group.members_count,
  };
}

export async function presentMembers(db: Db, rows: GroupMemberRow[]): Promise<GroupMember[]> {
  const users = new Map(
    (
      await usersByIds(
        db,
        rows.map((r) => r.user_id),
      )
    ).map((u) => [u.id, u] as const),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.user_id);
    return user
      ? [
          {
            user: presentUserSummary(user),
            role: row.role,
            status: row.status,
            createdAt: iso(row.created_at),
          },
        ]
      : [];
  });
}

type GroupReport = components['schemas']['GroupReport'];

export interface ReportRow {
  id: string;
  post_id: string;
  reporter_id: string;
  type: string;
  text: string;
  group_state: 'open' | 'kept' | 'hidden';
  created_at: Date;
  author_id: string;
  post_text: string;
}

export async function presentReports(db: Db, rows: ReportRow[]): Promise<GroupReport[]> {
  const people = new Map(
    (await usersByIds(db, [...new Set(rows.flatMap((r) => [r.author_id, r.reporter_id]))])).map(
      (u) => [u.id, u] as const,
    ),
  );
  return rows.flatMap((row) => {
    const author = people.get(row.author_id);
    const reporter = people.get(row.reporter_id);
    if (!author || !reporter) return [];
    return [
      {
        id: row.id,
        postId: row.post_id,
        postAuthor: presentUserSummary(author),
        excerpt: stripTags(row.post_text).slice(0, 280),
        reporter: presentUserSummary(reporter),
        type: row.type.slice(0, 40),
        text: row.text === '' ? null : row.text,
        state: row.group_state,
        createdAt: iso(row.created_at),
      },
    ];
  });
}
