// A person's settings as the contract's ProfileSettings, their sessions, their archive's state.
import type { components } from '@trestle/openapi/types';
import type { ArchiveRow, SessionRow, UserRow } from '../../platform/db/tables';
import { NOTIFICATION_TYPES, preferenceOf } from './policy';

type ProfileSettings = components['schemas']['ProfileSettings'];
type ArchiveStatus = components['schemas']['ArchiveStatus'];

export function presentSettings(user: UserRow): ProfileSettings {
  return {
    email: user.email,
    pendingEmail: user.pending_email,
    mute: {
      words: user.mute_words,
      categories: user.mute_categories as ProfileSettings['mute']['categories'],
    },
    dm: user.dm_setting,
    notifications: NOTIFICATION_TYPES.map((type) => ({
      type,
      ...preferenceOf(user.notification_prefs, type),
    })),
    accountType: user.account_type,
    profileOpen: user.profile_opened,
    language: (user.language ?? null) as ProfileSettings['language'],
  };
}

export function presentSession(row: SessionRow, currentId: string) {
  return {
    id: row.id,
    device: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: new Date(row.last_used_at).toISOString(),
    current: row.id === currentId,
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentArchive(row: ArchiveRow | undefined, now = new Date()): ArchiveStatus {
  // An expired archive is as good as none (the clean-up deletes its file).
  if (!row || (row.expires_at && new Date(row.expires_at) <= now)) {
    return {
      state: 'none',
      progress: 0,
      filename: null,
      size: null,
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
    };
  }
  return {
    state: row.state,
    progress: row.state === 'ready' ? 100 : row.progress,
    filename: row.state === 'ready' ? row.filename : null,
    size: row.state === 'ready' && row.size !== null ? Number(row.size) : null,
    requestedAt: iso(row.requested_at),
    readyAt: iso(row.ready_at),
    expiresAt: iso(row.expires_at),
  };
}
