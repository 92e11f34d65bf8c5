// The `documents.extract` job: reads one document of a board item (a project's PDF) from storage,
// extracts its text (pdf-text.ts: PDF.js, bounded in pages, characters and time) and stores it
// where keyword search looks (board_documents.text). Files that are not PDFs are marked
// 'skipped'; a PDF that cannot be read within the bounds is marked 'failed' at once (a retry
// would fail the same way); a storage error is retried, and marked 'failed' after the last
// attempt. Runs again safely: it only ever rewrites the same row.
import type { AppContext } from '../context';
import type { JobInfo } from '../jobs/jobs';
import type { QueuePayloads } from '../jobs/queues';
import { pdfText, PdfTextError } from './pdf-text';

type Job = QueuePayloads['documents.extract'];
type Outcome = 'done' | 'failed' | 'skipped';

const PDF = 'application/pdf';

export async function extractDocument(ctx: AppContext, job: Job, info?: JobInfo): Promise<void> {
  const document = await ctx.db
    .selectFrom('board_documents')
    .select('file_name')
    .where('item_id', '=', job.itemId)
    .where('file_name', '=', job.fileName)
    .executeTakeFirst();
  // The document (or its item) was removed before the job ran.
  if (!document) return;
  const file = await ctx.db
    .selectFrom('files')
    .select('mime')
    .where('name', '=', job.fileName)
    .executeTakeFirst();
  if (file?.mime !== PDF) return record(ctx, job, 'skipped', null);
  try {
    const text = await pdfText(ctx.storage.read(job.fileName));
    await record(ctx, job, 'done', text);
  } catch (error) {
    if (error instanceof PdfTextError || info?.lastAttempt !== false) {
      ctx.log.warn({ err: error, ...job }, 'cannot extract the text of a document');
      await record(ctx, job, 'failed', null);
      return;
    }
    throw error;
  }
}

async function record(ctx: AppContext, job: Job, extracted: Outcome, text: string | null) {
  await ctx.db
    .updateTable('board_documents')
    .set({ extracted, text })
    .where('item_id', '=', job.itemId)
    .where('file_name', '=', job.fileName)
    .execute();
}
