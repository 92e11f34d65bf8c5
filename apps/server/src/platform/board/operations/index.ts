// The operations every board kind shares, made from a kind's spec (platform/board/kind.ts). An
// area's operation file is one line over these: `operation('getJob', 'signed-in', boardGet(jobs))`.
export * from './marks';
export * from './moderation';
export * from './read';
export * from './write';
