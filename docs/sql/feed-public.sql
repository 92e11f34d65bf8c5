-- The public feed for visitors, with a search.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id",
  to_char(
    posts.created_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'
  ) as "cursor_time"
from
  "posts"
where
  "posts"."deleted_at" is null
  and "posts"."reply_to_id" is null
  and "posts"."rss_source_id" is null
  and (
    "posts"."channel_id" is null
    or false
    or not exists (
      select
        1
      from
        channels pc
      where
        pc.id = "posts"."channel_id"
        and pc.type = 'private'
    )
  )
  and (
    "posts"."repost_of_id" is null
    or "posts"."text" <> $1
    or "posts"."poll" is not null
    or posts.media <> '[]'::jsonb
    or exists (
      select
        "o"."id"
      from
        "posts" as "o"
      where
        "o"."id" = "posts"."repost_of_id"
        and "o"."deleted_at" is null
        and exists (
          select
            1
          from
            users ou
          where
            ou.id = "o"."author_id"
            and ou.profile_opened
        )
    )
  )
  and (
    "posts"."group_id" is null
    or (
      not "posts"."hidden_in_group"
      and exists (
        select
          1
        from
          groups vg
        where
          vg.id = "posts"."group_id"
          and vg.type = 'open'
      )
    )
  )
  and "posts"."premium" = $2
  and exists (
    select
      1
    from
      users ou
    where
      ou.id = "posts"."author_id"
      and ou.profile_opened
  )
  and (
    (
      coalesce("posts"."title", '') || ' ' || "posts"."text"
    ) ilike $3
  )
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  $4
offset
  $5;

-- Sample parameters:
-- $1 = ""
-- $2 = false
-- $3 = "%concrete%"
-- $4 = 10
-- $5 = 0
