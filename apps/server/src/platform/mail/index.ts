import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { outboxMailer, smtpMailer, type Mailer } from './mailer';

export function mailerFor(config: Config, log: Logger): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
