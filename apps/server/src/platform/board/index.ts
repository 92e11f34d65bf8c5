// The board (issues 11 and 12): what projects, jobs and directory listings share. See
// migration 0018 and docs/decisions.md "Board".
export * from './actions';
export * from './answers';
export * from './load';
export * from './policy';
export * from './query';
export * from './repo';
export * from './search';
export * from './viewer';
export * from './visibility';
export * from './kind';
export * from './operations/index';
