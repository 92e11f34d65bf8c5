import { operation } from '../../../platform/http/operation';
import { CHECK_MAIL } from '../messages';

export const resendVerification = operation(
  'resendVerification',
  'public',
  async ({ body }, ctx) => {
    await ctx.jobs.send('auth.mail-link', { login: body.login, purpose: 'verify' });
    return { message: CHECK_MAIL };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
