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
  "posts"."reply_to_id" is null
  and "posts"."rss_source_id" is null
  and (
    "posts"."deleted_at" is null
    and not exists (
      select
        1
      from
        users gu
      where
        gu.id = "posts"."author_id"
        and not (
          "gu"."hibernated_at" is null
          and "gu"."deleted_at" is null
        )
    )
    and true
    and true
    and true
    and true
    and true
    and (
      "posts"."group_id" is null
      or exists (
        select
          1
        from
          groups vg
        where
          vg.id = "posts"."group_id"
          and (
            vg.type <> 'private'
            or false
          )
      )
    )
    and (
      "posts"."group_id" is null
      or exists (
        select
          1
        from
          groups og
        where
          og.id = "posts"."group_id"
          and og.type = 'open'
      )
    )
    and not "posts"."hidden_in_group"
    and (
      "posts"."channel_id" is null
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
    and not "posts"."premium"
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
      not (
        "posts"."repost_of_id" is not null
        and "posts"."plain_text" = ''
        and "posts"."media" = '[]'::jsonb
        and "posts"."poll" is null
      )
      or exists (
        select
          1
        from
          posts ro
        where
          ro.id = "posts"."repost_of_id"
          and "ro"."deleted_at" is null
          and not exists (
            select
              1
            from
              users gu
            where
              gu.id = "ro"."author_id"
              and not (
                "gu"."hibernated_at" is null
                and "gu"."deleted_at" is null
              )
          )
          and true
          and true
          and true
          and true
          and true
          and (
            "ro"."group_id" is null
            or exists (
              select
                1
              from
                groups vg
              where
                vg.id = "ro"."group_id"
                and (
                  vg.type <> 'private'
                  or false
                )
            )
          )
          and (
            "ro"."group_id" is null
            or exists (
              select
                1
              from
                groups og
              where
                og.id = "ro"."group_id"
                and og.type = 'open'
            )
          )
          and not "ro"."hidden_in_group"
          and (
            "ro"."channel_id" is null
            or not exists (
              select
                1
              from
                channels pc
              where
                pc.id = "ro"."channel_id"
                and pc.type = 'private'
            )
          )
          and not "ro"."premium"
          and exists (
            select
              1
            from
              users ou
            where
              ou.id = "ro"."author_id"
              and ou.profile_opened
          )
      )
    )
  )
  and ("posts"."plain_text" like $1)
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "%concrete%"
