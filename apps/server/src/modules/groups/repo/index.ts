// Every query on the groups tables: groups, group_members (members, join requests and blocked
// people), group_rules, and the group side of posts and post_reports; one file per part.
export * from './groups';
export * from './members';
export * from './listings';
export * from './feed';
export * from './rules';
export * from './reports';
