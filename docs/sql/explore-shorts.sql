-- Explore shorts (and media tabs, video search): words, categories, length, popular.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."kind" = $1
  and posts.search_vector @@ websearch_to_tsquery('english', $2)
  and "posts"."category" in ($3)
  and (
    (posts.media -> 0 ->> 'duration')::double precision >= $4
    and (posts.media -> 0 ->> 'duration')::double precision < $5
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
          rb.user_id = $6
          and rb.blocked_id = "posts"."author_id"
        )
        or (
          rb.blocked_id = $7
          and rb.user_id = "posts"."author_id"
        )
    )
    and not exists (
      select
        1
      from
        user_mutes rm
      where
        rm.user_id = $8
        and rm.muted_id = "posts"."author_id"
    )
    and (
      "posts"."author_id" = $9
      or not exists (
        select
          1
        from
          post_mutes pm
        where
          pm.user_id = $10
          and (
            pm.post_id = "posts"."id"
            or pm.post_id = "posts"."root_id"
          )
      )
    )
    and (
      "posts"."author_id" = $11
      or not exists (
        select
          1
        from
          users mu
          cross join jsonb_array_elements_text(mu.mute_words) as mw (word)
        where
          mu.id = $12
          and lower(btrim(mw.word)) <> ''
          and strpos("posts"."plain_text", lower(btrim(mw.word))) > 0
      )
    )
    and (
      "posts"."author_id" = $13
      or not exists (
        select
          1
        from
          users mc
          cross join jsonb_array_elements_text(mc.mute_categories) as mcat (category)
        where
          mc.id = $14
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
                and vm.user_id = $15
                and vm.status = 'active'
            )
          )
      )
    )
    and true
    and (
      "posts"."author_id" = $16
      or not "posts"."hidden_in_group"
    )
    and (
      "posts"."author_id" = $17
      or (
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
    )
    and true
    and (
      "posts"."author_id" = $18
      or (
        not "posts"."premium"
        or exists (
          select
            1
          from
            pro_subscriptions ps
          where
            ps.subscriber_id = $19
            and ps.owner_id = "posts"."author_id"
            and ps.state = 'active'
            and (
              ps.expires is null
              or ps.expires > now()
            )
            and (
              not exists (
                select
                  1
                from
                  post_pro_levels pl
                where
                  pl.post_id = "posts"."id"
              )
              or exists (
                select
                  1
                from
                  post_pro_levels pl
                where
                  pl.post_id = "posts"."id"
                  and pl.level_id = ps.level_id
              )
            )
        )
      )
    )
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
                rb.user_id = $20
                and rb.blocked_id = "ro"."author_id"
              )
              or (
                rb.blocked_id = $21
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
                      and vm.user_id = $22
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "ro"."author_id" = $23
            or not "ro"."hidden_in_group"
          )
          and true
          and true
      )
    )
  )
order by
  "posts"."likes_count" desc,
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "short"
-- $2 = "slab"
-- $3 = "business"
-- $4 = 0
-- $5 = 240
-- $6 = "00000000-0000-7000-8000-000000000001"
-- $7 = "00000000-0000-7000-8000-000000000001"
-- $8 = "00000000-0000-7000-8000-000000000001"
-- $9 = "00000000-0000-7000-8000-000000000001"
-- $10 = "00000000-0000-7000-8000-000000000001"
-- $11 = "00000000-0000-7000-8000-000000000001"
-- $12 = "00000000-0000-7000-8000-000000000001"
-- $13 = "00000000-0000-7000-8000-000000000001"
-- $14 = "00000000-0000-7000-8000-000000000001"
-- $15 = "00000000-0000-7000-8000-000000000001"
-- $16 = "00000000-0000-7000-8000-000000000001"
-- $17 = "00000000-0000-7000-8000-000000000001"
-- $18 = "00000000-0000-7000-8000-000000000001"
-- $19 = "00000000-0000-7000-8000-000000000001"
-- $20 = "00000000-0000-7000-8000-000000000001"
-- $21 = "00000000-0000-7000-8000-000000000001"
-- $22 = "00000000-0000-7000-8000-000000000001"
-- $23 = "00000000-0000-7000-8000-000000000001"
