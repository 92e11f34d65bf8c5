-- People search with professions and company names (profile search).
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  *
from
  "users"
where
  "users"."id" <> $1
  and "users"."kind" = $2
  and "users"."hibernated_at" is null
  and "users"."deleted_at" is null
  and not exists (
    select
      1
    from
      user_blocks rb
    where
      (
        rb.user_id = $3
        and rb.blocked_id = "users"."id"
      )
      or (
        rb.blocked_id = $4
        and rb.user_id = "users"."id"
      )
  )
  and (
    lower(users.username) like $5
    or lower(users.display_name) like $6
    or lower(users.display_name) like $7
    or lower(users.username) % $8
    or lower(users.display_name) % $9
    or $10 <% lower(users.display_name)
    or users.profile_terms like $11
    or $12 <% users.profile_terms
  )
order by
  case
    when lower(users.username) like $13
    or lower(users.display_name) like $14
    or lower(users.display_name) like $15 then 0
    else 1
  end,
  greatest(
    similarity (lower(users.username), $16),
    similarity (lower(users.display_name), $17),
    word_similarity ($18, lower(users.display_name)),
    word_similarity ($19, users.profile_terms)
  ) desc,
  "users"."followers_count" desc,
  "users"."id"
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000001"
-- $2 = "person"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "ana%"
-- $6 = "ana%"
-- $7 = "% ana%"
-- $8 = "ana"
-- $9 = "ana"
-- $10 = "ana"
-- $11 = "%ana%"
-- $12 = "ana"
-- $13 = "ana%"
-- $14 = "ana%"
-- $15 = "% ana%"
-- $16 = "ana"
-- $17 = "ana"
-- $18 = "ana"
-- $19 = "ana"
