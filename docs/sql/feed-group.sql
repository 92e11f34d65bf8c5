-- A group's newsfeed with a category filter.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "id"
from
  "posts"
where
  "group_id" in ($1)
  and "deleted_at" is null
  and "reply_to_id" is null
  and (
    "hidden_in_group" = $2
    or "author_id" = $3
  )
  and "category" in ($4)
  and not exists (
    select
      1
    from
      user_blocks rb
    where
      (
        rb.user_id = $5
        and rb.blocked_id = "posts"."author_id"
      )
      or (
        rb.blocked_id = $6
        and rb.user_id = "posts"."author_id"
      )
  )
order by
  "created_at" desc,
  "id" desc
limit
  $7
offset
  $8;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000004"
-- $2 = false
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "business"
-- $5 = "00000000-0000-7000-8000-000000000001"
-- $6 = "00000000-0000-7000-8000-000000000001"
-- $7 = 10
-- $8 = 0
