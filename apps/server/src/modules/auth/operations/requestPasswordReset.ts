import { operation } from '../../../platform/http/operation';
import { CHECK_MAIL } from '../messages';

export const requestPasswordReset = operation(
  'requestPasswordReset',
  'public',
  async ({ body }, ctx) => {
    await ctx.jobs.send('auth.mail-link', { login: body.login, purpose: 'reset' });
    return { message: CHECK_MAIL };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
