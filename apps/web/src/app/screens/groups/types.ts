import type { components } from '@trestle/sdk';

export type Group = components['schemas']['Group'];
export type GroupRef = components['schemas']['PostGroupRef'];
export type GroupMember = components['schemas']['GroupMember'];
export type GroupRule = components['schemas']['GroupRule'];
export type GroupReport = components['schemas']['GroupReport'];
export type UserSummary = components['schemas']['UserSummary'];
