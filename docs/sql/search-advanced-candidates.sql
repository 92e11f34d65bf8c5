-- The same search, first try: the newest matches in the newest posts, before the read rules.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."deleted_at" is null
  and "posts"."reply_to_id" is null
  and not (
    posts.repost_of_id is not null
    and posts.text = ''
    and posts.media = '[]'::jsonb
    and posts.poll is null
  )
  and posts.search_vector @@ plainto_tsquery('english', $1)
  and (
    cardinality(search_pairs (to_tsvector('english', $2))) = 0
    or posts.search_pairs @> search_pairs (to_tsvector('english', $3))
  )
  and posts.search_vector @@ phraseto_tsquery('english', $4)
  and not (
    posts.search_vector @@ plainto_tsquery('english', $5)
  )
  and posts.author_id = any ($6::uuid[])
  and exists (
    select
      1
    from
      posts parent
    where
      parent.id = posts.reply_to_id
      and parent.author_id = any ($7::uuid[])
  )
  and exists (
    select
      1
    from
      post_mentions m
    where
      m.post_id = posts.id
      and m.user_id = any ($8::uuid[])
  )
  and posts.tags && $9::text[]
  and posts.media @> '[{"type":"video"}]'::jsonb
  and posts.created_at >= $10::date
  and posts.created_at < $11::date
  and "posts"."created_at" >= $12
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  20;

-- Sample parameters:
-- $1 = "concrete"
-- $2 = "slab on grade"
-- $3 = "slab on grade"
-- $4 = "slab on grade"
-- $5 = "asphalt"
-- $6 = ["00000000-0000-7000-8000-000000000001"]
-- $7 = ["00000000-0000-7000-8000-000000000001"]
-- $8 = ["00000000-0000-7000-8000-000000000001"]
-- $9 = ["formwork"]
-- $10 = "2026-01-01"
-- $11 = "2026-02-01"
-- $12 = 2026-01-20T00:00:00.000Z
