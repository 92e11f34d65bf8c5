import { describe, expect, it } from 'vitest';
import type { WorkplaceType } from '../enums/search';
import { isRemoteLocationLabel, remoteFilter } from './remote-filter';

describe('remoteFilter', () => {
  it.each<[WorkplaceType[] | null | undefined, boolean | undefined]>([
    [['remote'], true],
    [['remote', 'remote'], true],
    [['onsite'], false],
    [['hybrid'], undefined],
    [['remote', 'onsite'], undefined],
    [['remote', 'hybrid'], undefined],
    [['onsite', 'hybrid'], undefined],
    [['remote', 'onsite', 'hybrid'], undefined],
    [[], undefined],
    [null, undefined],
    [undefined, undefined],
  ])('gives remote=%j for the choice %j', (choice, expected) => {
    expect(remoteFilter(choice)).toBe(expected);
  });
});

describe('isRemoteLocationLabel', () => {
  it.each([
    ['Remote', true],
    ['remote', true],
    ['REMOTE, US', true],
    ['Fully remote work', true],
    ['remote-first', true],
    ['Remoteville, TX', false],
    ['Austin, TX', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('reads %j as remote: %s', (label, expected) => {
    expect(isRemoteLocationLabel(label)).toBe(expected);
  });
});
