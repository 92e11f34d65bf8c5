import type { components } from '@trestle/sdk';

export type Job = components['schemas']['Job'];
export type Salary = components['schemas']['Salary'];
