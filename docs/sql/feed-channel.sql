-- A channel's newsfeed, its pinned post first, with a search.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."deleted_at" is null
  and "posts"."reply_to_id" is null
  and not exists (
    select
      1
    from
      user_blocks rb
    where
      (
        rb.user_id = $1
        and rb.blocked_id = "posts"."author_id"
      )
      or (
        rb.blocked_id = $2
        and rb.user_id = "posts"."author_id"
      )
  )
  and "posts"."channel_id" = $3
  and (
    (
      coalesce("posts"."title", '') || ' ' || "posts"."text"
    ) ilike $4
  )
order by
  posts.id = $5 desc,
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  $6
offset
  $7;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000001"
-- $2 = "00000000-0000-7000-8000-000000000001"
-- $3 = "00000000-0000-7000-8000-000000000005"
-- $4 = "%steel%"
-- $5 = "00000000-0000-7000-8000-000000000003"
-- $6 = 10
-- $7 = 0
