// The body deadline on its own: a stalled body that nobody reads any more must end quietly, not
// as an unheard stream error that would end the process.
import { PassThrough, type Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { bodyDeadline } from './timeouts';

describe('the body deadline', () => {
  it('fails a stalled body with 408 and ends quietly when its reader has already stopped', async () => {
    const hook = bodyDeadline(0.05);
    const payload = new PassThrough();
    const reply = { header: vi.fn() };
    const call = hook as unknown as (...args: unknown[]) => Promise<Readable>;
    const body = await call({ method: 'POST', headers: {} }, reply, payload);
    // Nobody listens to `body` here: an unheard error would fail the run as an uncaught one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(body.destroyed).toBe(true);
    expect(body.errored).toMatchObject({ status: 408 });
    expect(reply.header).toHaveBeenCalledWith('connection', 'close');
  });
});
