// Video and audio processing (issue 23). An uploaded video or audio file is probed at upload and
// then transcoded by the `media.process` job (platform/media): until it is done its row is
// 'processing', and a post that attaches it shows "processing". The job stores what it measured
// (width and height after rotation, duration), a poster frame (a file of its own) and a small
// placeholder (a ThumbHash, base64). A file ffmpeg could not process is 'failed', its bytes
// removed, the reason kept for the person who uploaded it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ready')
        .check(sql`status in ('processing', 'ready', 'failed')`),
    )
    .addColumn('duration', 'double precision')
    .addColumn('poster', 'text')
    .addColumn('placeholder', 'text')
    .addColumn('error', 'text')
    .execute();
  // Posts by the duration of their first video (shorts, the duration filters of explore).
  await sql`
    create index posts_media_duration on posts (((media->0->>'duration')::double precision))
      where deleted_at is null and jsonb_array_length(media) > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_media_duration`.execute(db);
  await db.schema
    .alterTable('files')
    .dropColumn('status')
    .dropColumn('duration')
    .dropColumn('poster')
    .dropColumn('placeholder')
    .dropColumn('error')
    .execute();
}
