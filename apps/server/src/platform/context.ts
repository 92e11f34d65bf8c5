// What every module's handlers may use. Built once at start (or per test) and passed down.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  realtime: Realtime;
  log: Logger;
}
