-- The home feed past the first pages: keyset paging after a cursor.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id",
  to_char(
    posts.created_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'
  ) as "cursor_time"
from
  (
    select
      *
    from
      (
        select
          t.post_id,
          t.created_at
        from
          home_timeline t
        where
          t.user_id = $1
          and ("t"."created_at", "t"."post_id") < ($2::timestamptz, $3::uuid)
        union all
        select
          o.id,
          o.created_at
        from
          posts o
        where
          o.author_id = $4
          and o.deleted_at is null
          and o.reply_to_id is null
          and ("o"."created_at", "o"."id") < ($5::timestamptz, $6::uuid)
        union all
        select
          m.id,
          m.created_at
        from
          (
            select
              p.id,
              p.created_at
            from
              follows f
              cross join lateral (
                select
                  p.id,
                  p.created_at
                from
                  posts p
                where
                  p.author_id = f.followee_id
                  and p.reply_to_id is null
                  and p.deleted_at is null
                  and ("p"."created_at", "p"."id") < ($7::timestamptz, $8::uuid)
                order by
                  p.created_at desc,
                  p.id desc
                limit
                  40
              ) p
            where
              f.follower_id = $9
              and not f.timeline_ready
            union
            select
              p.id,
              p.created_at
            from
              users u
              join follows f on f.follower_id = $10
              and f.followee_id = u.id
              cross join lateral (
                select
                  p.id,
                  p.created_at
                from
                  posts p
                where
                  p.author_id = u.id
                  and p.reply_to_id is null
                  and p.deleted_at is null
                  and ("p"."created_at", "p"."id") < ($11::timestamptz, $12::uuid)
                order by
                  p.created_at desc,
                  p.id desc
                limit
                  40
              ) p
            where
              u.timeline_merged
            union
            select
              p.id,
              p.created_at
            from
              channel_follows cf
              join posts p on p.channel_id = cf.channel_id
            where
              cf.user_id = $13
              and not cf.timeline_ready
              and p.author_id <> $14
              and p.reply_to_id is null
              and p.deleted_at is null
            union
            select
              p.id,
              p.created_at
            from
              posts p
            where
              p.timeline_pending
              and p.author_id <> $15
              and (
                p.author_id in (
                  select
                    followee_id
                  from
                    follows
                  where
                    follower_id = $16
                )
                or p.channel_id in (
                  select
                    channel_id
                  from
                    channel_follows
                  where
                    user_id = $17
                )
              )
          ) m
        where
          not exists (
            select
              1
            from
              home_timeline x
            where
              x.user_id = $18
              and x.created_at = m.created_at
              and x.post_id = m.id
          )
          and ("m"."created_at", "m"."id") < ($19::timestamptz, $20::uuid)
      ) candidates
    order by
      2 desc,
      1 desc
    limit
      40
  ) as "c"
  inner join "posts" on "posts"."id" = "c"."post_id"
where
  "posts"."reply_to_id" is null
  and "posts"."rss_source_id" is null
  and (
    "posts"."author_id" = $21
    or "posts"."author_id" in (
      select
        "followee_id"
      from
        "follows"
      where
        "follower_id" = $22
    )
    or "posts"."channel_id" in (
      select
        "channel_follows"."channel_id"
      from
        "channel_follows"
      where
        "channel_follows"."user_id" = $23
    )
  )
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
    and not exists (
      select
        1
      from
        user_blocks rb
      where
        (
          rb.user_id = $24
          and rb.blocked_id = "posts"."author_id"
        )
        or (
          rb.blocked_id = $25
          and rb.user_id = "posts"."author_id"
        )
    )
    and not exists (
      select
        1
      from
        user_mutes rm
      where
        rm.user_id = $26
        and rm.muted_id = "posts"."author_id"
    )
    and (
      "posts"."author_id" = $27
      or not exists (
        select
          1
        from
          post_mutes pm
        where
          pm.user_id = $28
          and (
            pm.post_id = "posts"."id"
            or pm.post_id = "posts"."root_id"
          )
      )
    )
    and (
      "posts"."author_id" = $29
      or not exists (
        select
          1
        from
          users mu
          cross join jsonb_array_elements_text(mu.mute_words) as mw (word)
        where
          mu.id = $30
          and lower(btrim(mw.word)) <> ''
          and strpos("posts"."plain_text", lower(btrim(mw.word))) > 0
      )
    )
    and (
      "posts"."author_id" = $31
      or not exists (
        select
          1
        from
          users mc
          cross join jsonb_array_elements_text(mc.mute_categories) as mcat (category)
        where
          mc.id = $32
          and mcat.category = "posts"."category"::text
      )
    )
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
            or exists (
              select
                1
              from
                group_members vm
              where
                vm.group_id = vg.id
                and vm.user_id = $33
                and vm.status = 'active'
            )
          )
      )
    )
    and true
    and (
      "posts"."author_id" = $34
      or not "posts"."hidden_in_group"
    )
    and (
      "posts"."author_id" = $35
      or (
        "posts"."channel_id" is null
        or not exists (
          select
            1
          from
            channels hc
          where
            hc.id = "posts"."channel_id"
            and hc.type = 'private'
        )
        or exists (
          select
            1
          from
            channel_follows hf
          where
            hf.channel_id = "posts"."channel_id"
            and hf.user_id = $36
        )
      )
    )
    and true
    and true
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
          and not exists (
            select
              1
            from
              user_blocks rb
            where
              (
                rb.user_id = $37
                and rb.blocked_id = "ro"."author_id"
              )
              or (
                rb.blocked_id = $38
                and rb.user_id = "ro"."author_id"
              )
          )
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
                  or exists (
                    select
                      1
                    from
                      group_members vm
                    where
                      vm.group_id = vg.id
                      and vm.user_id = $39
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "ro"."author_id" = $40
            or not "ro"."hidden_in_group"
          )
          and true
          and true
      )
    )
  )
order by
  c.created_at desc,
  c.post_id desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000001"
-- $2 = "2026-01-01T00:00:00.000000Z"
-- $3 = "00000000-0000-7000-8000-000000000003"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "2026-01-01T00:00:00.000000Z"
-- $6 = "00000000-0000-7000-8000-000000000003"
-- $7 = "2026-01-01T00:00:00.000000Z"
-- $8 = "00000000-0000-7000-8000-000000000003"
-- $9 = "00000000-0000-7000-8000-000000000001"
-- $10 = "00000000-0000-7000-8000-000000000001"
-- $11 = "2026-01-01T00:00:00.000000Z"
-- $12 = "00000000-0000-7000-8000-000000000003"
-- $13 = "00000000-0000-7000-8000-000000000001"
-- $14 = "00000000-0000-7000-8000-000000000001"
-- $15 = "00000000-0000-7000-8000-000000000001"
-- $16 = "00000000-0000-7000-8000-000000000001"
-- $17 = "00000000-0000-7000-8000-000000000001"
-- $18 = "00000000-0000-7000-8000-000000000001"
-- $19 = "2026-01-01T00:00:00.000000Z"
-- $20 = "00000000-0000-7000-8000-000000000003"
-- $21 = "00000000-0000-7000-8000-000000000001"
-- $22 = "00000000-0000-7000-8000-000000000001"
-- $23 = "00000000-0000-7000-8000-000000000001"
-- $24 = "00000000-0000-7000-8000-000000000001"
-- $25 = "00000000-0000-7000-8000-000000000001"
-- $26 = "00000000-0000-7000-8000-000000000001"
-- $27 = "00000000-0000-7000-8000-000000000001"
-- $28 = "00000000-0000-7000-8000-000000000001"
-- $29 = "00000000-0000-7000-8000-000000000001"
-- $30 = "00000000-0000-7000-8000-000000000001"
-- $31 = "00000000-0000-7000-8000-000000000001"
-- $32 = "00000000-0000-7000-8000-000000000001"
-- $33 = "00000000-0000-7000-8000-000000000001"
-- $34 = "00000000-0000-7000-8000-000000000001"
-- $35 = "00000000-0000-7000-8000-000000000001"
-- $36 = "00000000-0000-7000-8000-000000000001"
-- $37 = "00000000-0000-7000-8000-000000000001"
-- $38 = "00000000-0000-7000-8000-000000000001"
-- $39 = "00000000-0000-7000-8000-000000000001"
-- $40 = "00000000-0000-7000-8000-000000000001"
