import { describe, expect, it } from 'vitest';
import { makeBid } from '../board/board-fixtures';
import { sortBids } from './bid-sort';

describe('sorting the bids compared', () => {
  const cheapFar = makeBid(1, { amount: 9000, distanceMiles: 300, responseHours: 40 });
  const dearNear = makeBid(2, { amount: 15000, distanceMiles: 4, responseHours: 2 });
  const unknownPlace = makeBid(3, { amount: 12000, distanceMiles: null, responseHours: 10 });
  const bids = [dearNear, unknownPlace, cheapFar];
  const ids = (list: { id: string }[]) => list.map((b) => b.id);

  it('orders by amount, distance or response time, either way', () => {
    expect(ids(sortBids(bids, 'amount', 'ascending'))).toEqual(
      ids([cheapFar, unknownPlace, dearNear]),
    );
    expect(ids(sortBids(bids, 'amount', 'descending'))).toEqual(
      ids([dearNear, unknownPlace, cheapFar]),
    );
    expect(ids(sortBids(bids, 'response', 'ascending'))).toEqual(
      ids([dearNear, unknownPlace, cheapFar]),
    );
  });

  it('puts bidders of unknown distance last whichever way', () => {
    expect(ids(sortBids(bids, 'distance', 'ascending'))).toEqual(
      ids([dearNear, cheapFar, unknownPlace]),
    );
    expect(ids(sortBids(bids, 'distance', 'descending'))).toEqual(
      ids([cheapFar, dearNear, unknownPlace]),
    );
  });
});
