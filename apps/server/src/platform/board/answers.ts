// An application that opened a conversation (a directory quote request) counts as answered when
// the item's owner first writes back to the applicant in their chat. The messages area calls this
// after storing a message, so the status and the response time follow the conversation itself.
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Marks `recipientId`'s new applications to `senderId`'s items answered at `at`. */
export async function answerApplications(
  db: Db,
  senderId: string,
  recipientId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('board_applications')
    .set({ status: 'answered', answered_at: at, updated_at: sql`now()` })
    .where('applicant_id', '=', recipientId)
    .where('status', '=', 'new')
    .where('conversation_id', 'is not', null)
    .where('created_at', '<=', at)
    .where(
      'item_id',
      'in',
      db.selectFrom('board_items').select('id').where('owner_id', '=', senderId),
    )
    .execute();
}
