// What this installation runs without, said plainly at start-up: each optional part of the
// system (programs on the machine, servers in the configuration, the built web apps), whether it
// is there, and what is off without it. Nothing here stops the server: Trestle runs with Node
// alone, and these sentences tell a person what they would gain by adding each part.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Config } from './config';

export interface OptionalPart {
  /** A short name for logs: `video`, `translation`, `mail`, `realtime`, `web`, `embed`. */
  part: string;
  present: boolean;
  /** One plain sentence: what is there, or what is missing and what is off without it. */
  sentence: string;
}

/** Whether an executable of this name is on the PATH. */
export type FindProgram = (name: string) => boolean;

export const programOnPath =
  (path = process.env.PATH ?? ''): FindProgram =>
  (name) =>
    path
      .split(delimiter)
      .filter(Boolean)
      .some((folder) => {
        try {
          accessSync(join(folder, name), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      });

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'the configured address';
  }
};

/** The optional parts, in the order a person reads them. Secrets in addresses are never shown. */
export function describeOptionalParts(
  config: Pick<
    Config,
    'translation' | 'smtpUrl' | 'redisUrl' | 'webDist' | 'embedDist' | 'dataDir' | 's3'
  >,
  findProgram: FindProgram = programOnPath(),
): OptionalPart[] {
  const videoTools = ['ffmpeg', 'ffprobe'];
  const missingTools = videoTools.filter((name) => !findProgram(name));
  const { translation } = config;
  // The same tests the server uses before serving them (platform/http/web-assets).
  const web = config.webDist && existsSync(join(config.webDist, 'index.html'));
  const embed = config.embedDist && existsSync(join(config.embedDist, 'embed.js'));
  return [
    missingTools.length === 0
      ? {
          part: 'video',
          present: true,
          sentence: 'ffmpeg and ffprobe found: videos and sound files are processed.',
        }
      : {
          part: 'video',
          present: false,
          sentence:
            `Video processing is off: ${missingTools.join(' and ')} not found on PATH ` +
            '(apt-get install ffmpeg). Videos and sound files are kept as uploaded, so some ' +
            'may not play in every browser and keep their metadata (such as location).',
        },
    translation.url
      ? {
          part: 'translation',
          present: true,
          sentence: `Posts are translated by ${translation.provider} at ${originOf(translation.url)}.`,
        }
      : {
          part: 'translation',
          present: false,
          sentence:
            '"Translate" is hidden: TRANSLATION_URL is not set (a LibreTranslate or Apertium APY ' +
            'server translates posts).',
        },
    config.smtpUrl
      ? { part: 'mail', present: true, sentence: 'Mail is sent through the SMTP server.' }
      : {
          part: 'mail',
          present: false,
          sentence:
            `Mail is not sent: SMTP_URL is not set, so mails are written to ` +
            `${join(config.dataDir, 'outbox')} and their links are logged.`,
        },
    config.redisUrl
      ? { part: 'realtime', present: true, sentence: 'Realtime events fan out through Redis.' }
      : {
          part: 'realtime',
          present: false,
          sentence:
            'Realtime events reach this process only: REDIS_URL is not set (several server ' +
            'processes need it).',
        },
    config.s3
      ? {
          part: 'storage',
          present: true,
          sentence: `Files are stored in the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${originOf(config.s3.endpoint)}` : ''}.`,
        }
      : {
          part: 'storage',
          present: false,
          sentence:
            `Files are stored on this machine under ${join(config.dataDir, 'files')}: ` +
            'S3_BUCKET is not set (several machines need a shared bucket).',
        },
    web
      ? { part: 'web', present: true, sentence: `The web app is served from ${config.webDist}.` }
      : {
          part: 'web',
          present: false,
          sentence: 'The web app is not built (pnpm build): only the API is served.',
        },
    embed
      ? {
          part: 'embed',
          present: true,
          sentence: `The embed script is served from ${config.embedDist}.`,
        }
      : {
          part: 'embed',
          present: false,
          sentence:
            'The embed script is not built (pnpm build): posts cannot be embedded on other sites.',
        },
  ];
}
