import { useSearchParams } from 'react-router';
import {
  canModerateGroup,
  formatCompactNumber,
  GROUP_TYPE_LABELS,
  isGroupOwner,
  pluralize,
} from '@trestle/core';
import { Avatar, Badge, EmptyState, LoadError, Spinner, type TabItem, Tabs } from '@trestle/ui';
import { fileUrl } from '../../posts/files';
import { usePageTitle } from '../../use-page-title';
import { GroupAbout } from './GroupAbout';
import { GroupFeed } from './GroupFeed';
import { GroupMembers } from './GroupMembers';
import { GroupReports } from './GroupReports';
import { GroupRequests } from './GroupRequests';
import { GroupRules } from './GroupRules';
import { GroupSettings } from './GroupSettings';
import { MembershipButton } from './MembershipButton';
import type { Group } from './types';
import { useGroup } from './use-group';
import page from '../Page.module.css';
import styles from './Groups.module.css';

type GroupTab = 'feed' | 'about' | 'rules' | 'members' | 'requests' | 'reports' | 'settings';

/** The tabs this person sees: moderators add requests and reports, the owner the settings. */
function tabsFor(group: Group): TabItem<GroupTab>[] {
  const tabs: TabItem<GroupTab>[] = [
    { value: 'feed', label: 'Feed' },
    { value: 'about', label: 'About' },
    { value: 'rules', label: 'Rules' },
    { value: 'members', label: 'Members' },
  ];
  if (canModerateGroup(group.myRole)) {
    tabs.push(
      { value: 'requests', label: 'Requests', count: group.member_requests_count },
      { value: 'reports', label: 'Reports', count: group.reports_count },
    );
  }
  if (isGroupOwner(group.myRole)) tabs.push({ value: 'settings', label: 'Settings' });
  return tabs;
}

/** `/groups/:groupId`: the group's header and its tabs, or why it cannot be shown. */
export function GroupPage({ groupId }: { groupId: string }) {
  const { state, live, reload, change } = useGroup(groupId);
  usePageTitle(state.status === 'loaded' ? state.group.title : 'Group');

  if (state.status === 'loading') return <Spinner block label="Loading the group" />;
  if (state.status === 'missing') {
    return (
      <EmptyState
        className={page.notice}
        title="This group does not exist"
        text="It may have been deleted, or the address is wrong."
      />
    );
  }
  if (state.status === 'blocked') {
    return (
      <EmptyState className={page.notice} title="You cannot see this group" text={state.message} />
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadError title="The group could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  const { group } = state;
  const onMembership = (next: Group, again: boolean) => (again ? reload() : change(() => next));
  if (group.privateGroup) return <PrivateGroup group={group} onChange={onMembership} />;
  return (
    <GroupScreen
      group={group}
      live={live}
      reload={reload}
      change={change}
      onMembership={onMembership}
    />
  );
}

function GroupHeader({
  group,
  onMembership,
}: {
  group: Group;
  onMembership: (next: Group, reload: boolean) => void;
}) {
  const members = group.membersCount;
  return (
    <header className={styles.header}>
      {group.background_image ? (
        <img className={styles.cover} src={fileUrl(group.background_image)} alt="" />
      ) : null}
      <div className={styles.headerMain}>
        <Avatar
          name={group.title}
          src={group.avatar ? fileUrl(group.avatar) : null}
          size="xl"
          alt=""
        />
        <div className={styles.headerText}>
          <h1 className={page.title}>{group.title}</h1>
          <p className={styles.muted}>
            {group.name} ·{' '}
            <span>
              {formatCompactNumber(members)} {pluralize(members, 'member')}
            </span>
          </p>
          <div className={styles.actions}>
            <Badge tone={group.type === 'open' ? 'success' : 'neutral'}>
              {GROUP_TYPE_LABELS[group.type]} group
            </Badge>
            {group.myRole === 'pending' ? <Badge tone="info">Request waiting</Badge> : null}
          </div>
        </div>
        <MembershipButton group={group} onChange={onMembership} />
      </div>
    </header>
  );
}

/** A private group seen from outside: its name and the request button, nothing else. */
function PrivateGroup({
  group,
  onChange,
}: {
  group: Group;
  onChange: (next: Group, reload: boolean) => void;
}) {
  return (
    <div className={page.page}>
      <GroupHeader group={group} onMembership={onChange} />
      <EmptyState
        className={page.notice}
        title="This group is private"
        text={
          group.myRole === 'pending'
            ? 'Your request to join is waiting. Once accepted, you will see its posts, members and rules.'
            : 'Only members see its posts, members and rules. Ask to join.'
        }
      />
    </div>
  );
}

function GroupScreen({
  group,
  live,
  reload,
  change,
  onMembership,
}: {
  group: Group;
  /** Bumped by live news of the group: the requests list loads again. */
  live: number;
  reload: () => void;
  change: (update: (group: Group) => Group) => void;
  onMembership: (next: Group, reload: boolean) => void;
}) {
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(group);
  const asked = params.get('tab');
  const tab: GroupTab = tabs.find((t) => t.value === asked)?.value ?? 'feed';
  return (
    <div className={page.page}>
      <GroupHeader group={group} onMembership={onMembership} />
      <Tabs
        label="Group"
        items={tabs}
        value={tab}
        onChange={(value) => setParams(value === 'feed' ? {} : { tab: value }, { replace: true })}
        className={page.tabs}
      >
        <div className={page.panel}>
          {tab === 'feed' ? (
            <GroupFeed group={group} onPrivate={reload} />
          ) : tab === 'about' ? (
            <GroupAbout group={group} />
          ) : tab === 'rules' ? (
            <GroupRules group={group} change={change} />
          ) : tab === 'members' ? (
            <GroupMembers group={group} />
          ) : tab === 'requests' ? (
            <GroupRequests key={live} group={group} change={change} />
          ) : tab === 'reports' ? (
            <GroupReports group={group} change={change} />
          ) : (
            <GroupSettings group={group} change={change} />
          )}
        </div>
      </Tabs>
    </div>
  );
}
