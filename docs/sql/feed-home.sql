-- The home feed (source following): a page of post ids, newest first.
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
    "posts"."author_id" = $1
    or (
      "posts"."author_id" in (
        select
          "followee_id"
        from
          "follows"
        where
          "follower_id" = $2
      )
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
    )
    or "posts"."channel_id" in (
      select
        "channel_follows"."channel_id"
      from
        "channel_follows"
      where
        "channel_follows"."user_id" = $3
    )
  )
  and (
    "posts"."repost_of_id" is null
    or "posts"."text" <> $4
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
        and not exists (
          select
            1
          from
            user_blocks rb
          where
            (
              rb.user_id = $5
              and rb.blocked_id = "o"."author_id"
            )
            or (
              rb.blocked_id = $6
              and rb.user_id = "o"."author_id"
            )
        )
        and not exists (
          select
            1
          from
            user_mutes rm
          where
            rm.user_id = $7
            and rm.muted_id = "o"."author_id"
        )
    )
  )
  and (
    "posts"."group_id" is null
    or (
      (
        not "posts"."hidden_in_group"
        or "posts"."author_id" = $8
      )
      and exists (
        select
          1
        from
          groups vg
        where
          vg.id = "posts"."group_id"
          and (
            vg.type <> 'private'
            or exists (
              select
                1
              from
                group_members vm
              where
                vm.group_id = vg.id
                and vm.user_id = $9
                and vm.status = 'active'
            )
          )
      )
    )
  )
  and (
    "posts"."premium" = $10
    or "posts"."author_id" = $11
  )
  and not exists (
    select
      1
    from
      user_blocks rb
    where
      (
        rb.user_id = $12
        and rb.blocked_id = "posts"."author_id"
      )
      or (
        rb.blocked_id = $13
        and rb.user_id = "posts"."author_id"
      )
  )
  and not exists (
    select
      1
    from
      user_mutes rm
    where
      rm.user_id = $14
      and rm.muted_id = "posts"."author_id"
  )
  and not exists (
    select
      "post_mutes"."user_id"
    from
      "post_mutes"
    where
      "post_mutes"."user_id" = $15
      and (
        "post_mutes"."post_id" = "posts"."id"
        or "post_mutes"."post_id" = "posts"."root_id"
      )
  )
  and "posts"."category" not in ($16)
  and posts.text not ilike $17
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  $18
offset
  $19;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000001"
-- $2 = "00000000-0000-7000-8000-000000000001"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = ""
-- $5 = "00000000-0000-7000-8000-000000000001"
-- $6 = "00000000-0000-7000-8000-000000000001"
-- $7 = "00000000-0000-7000-8000-000000000001"
-- $8 = "00000000-0000-7000-8000-000000000001"
-- $9 = "00000000-0000-7000-8000-000000000001"
-- $10 = false
-- $11 = "00000000-0000-7000-8000-000000000001"
-- $12 = "00000000-0000-7000-8000-000000000001"
-- $13 = "00000000-0000-7000-8000-000000000001"
-- $14 = "00000000-0000-7000-8000-000000000001"
-- $15 = "00000000-0000-7000-8000-000000000001"
-- $16 = "news"
-- $17 = "%spoiler%"
-- $18 = 10
-- $19 = 0
