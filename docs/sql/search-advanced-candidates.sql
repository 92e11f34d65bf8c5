-- The same search, first try: the newest matches in the newest posts, before the read rules.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."created_at" >= $1
  and "posts"."deleted_at" is null
  and "posts"."reply_to_id" is null
  and not (
    posts.repost_of_id is not null
    and posts.text = ''
    and posts.media = '[]'::jsonb
    and posts.poll is null
  )
  and posts.created_at >= $2::date
  and posts.created_at < $3::date
  and posts.author_id = any ($4::uuid[])
  and posts.tags && $5::text[]
  and posts.media @> '[{"type":"video"}]'::jsonb
  and exists (
    select
      1
    from
      posts parent
    where
      parent.id = posts.reply_to_id
      and parent.author_id = any ($6::uuid[])
  )
  and exists (
    select
      1
    from
      post_mentions m
    where
      m.post_id = posts.id
      and m.user_id = any ($7::uuid[])
  )
  and posts.search_vector @@ plainto_tsquery('english', $8)
  and (
    cardinality(search_pairs (to_tsvector('english', $9))) = 0
    or posts.search_pairs @> search_pairs (to_tsvector('english', $10))
  )
  and posts.search_vector @@ phraseto_tsquery('english', $11)
  and not (
    posts.search_vector @@ plainto_tsquery('english', $12)
  )
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  20;

-- Sample parameters:
-- $1 = 2026-01-20T00:00:00.000Z
-- $2 = "2026-01-01"
-- $3 = "2026-02-01"
-- $4 = ["00000000-0000-7000-8000-000000000001"]
-- $5 = ["formwork"]
-- $6 = ["00000000-0000-7000-8000-000000000001"]
-- $7 = ["00000000-0000-7000-8000-000000000001"]
-- $8 = "concrete"
-- $9 = "slab on grade"
-- $10 = "slab on grade"
-- $11 = "slab on grade"
-- $12 = "asphalt"
