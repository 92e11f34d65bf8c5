import { operation } from '../../../platform/http/operation';
import { detectLanguages } from '../../../platform/translation/index';

export const detectLanguage = operation(
  'detectLanguage',
  'public',
  async ({ body }) => detectLanguages(body.q),
  { rateLimit: ['translation'] },
);
