import { describe, expect, it } from 'vitest';
import { cleanDirectoryQuery } from './directory-query';

describe('cleanDirectoryQuery', () => {
  it.each(['all', 'own'])('drops type when it is %j', (type) => {
    expect(cleanDirectoryQuery({ type, search: 'steel' })).toEqual({ search: 'steel' });
  });

  it.each(['following', 'favorite', 'supplier'])('keeps type %j', (type) => {
    expect(cleanDirectoryQuery({ type })).toEqual({ type });
  });

  it('always drops zipFallback', () => {
    expect(cleanDirectoryQuery({ zip: '78701', zipFallback: '10001' })).toEqual({ zip: '78701' });
  });

  it('omits empty and null values but keeps zero and false', () => {
    expect(
      cleanDirectoryQuery({ search: '', zip: null, sector: [], skip: 0, verified: false }),
    ).toEqual({ skip: 0, verified: false });
  });
});
