// Password checks for deleting and handing over a group, and deleting a channel, are limited per
// person: wrong guesses (from a stolen session, say) end in 429 for that person only, not for
// others at the address.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  TEST_PASSWORD,
  makeChannel,
  makeGroup,
  makeGroupMember,
  makeUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp({ AUTH_RATE_LIMIT: '3' });

describe('password checks on groups and channels', () => {
  it('answer 429 after too many by one person, counting deletes and hand-overs together', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const group = await makeGroup(app, ana);
    await makeGroupMember(app, group, ben);
    const channel = await makeChannel(app, ana);
    const as = (token: string, path: string, body: unknown) =>
      api(app.url, 'POST', path, { token, body });

    const wrongDelete = () => as(ana.token, `/user/group/${group.id}/delete`, { password: 'nope' });
    expect((await wrongDelete()).status).toBe(403);
    expect((await wrongDelete()).status).toBe(403);
    const transfer = await as(ana.token, `/user/group/${group.id}/transfer`, {
      owner: ben.id,
      password: 'nope',
    });
    expect(transfer.status).toBe(403);
    // The fourth check, even with the right password, waits.
    const limited = await as(ana.token, `/user/group/${group.id}/delete`, {
      password: TEST_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expectContract('deleteGroup', 429, limited.body);
    expect(limited.body.message).toMatch(/Too many attempts/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const limitedTransfer = await as(ana.token, `/user/group/${group.id}/transfer`, {
      owner: ben.id,
      password: TEST_PASSWORD,
    });
    expect(limitedTransfer.status).toBe(429);
    expectContract('transferGroup', 429, limitedTransfer.body);
    // Deleting a channel checks the password too, under the same limit.
    const limitedChannel = await as(ana.token, `/user/channel/${channel.id}/delete`, {
      password: TEST_PASSWORD,
    });
    expect(limitedChannel.status).toBe(429);
    expectContract('deleteChannel', 429, limitedChannel.body);

    // Someone else at the same address is not held up.
    const bensGroup = await makeGroup(app, ben);
    const byBen = await as(ben.token, `/user/group/${bensGroup.id}/delete`, {
      password: TEST_PASSWORD,
    });
    expect(byBen.status).toBe(200);
  });
});
