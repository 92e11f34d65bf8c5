-- Advanced post search in one statement: a word, a phrase, -word, from:, to:, @, #, has:video, dates.
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
  and posts.created_at >= $1::date
  and posts.created_at < $2::date
  and posts.author_id = any ($3::uuid[])
  and posts.tags && $4::text[]
  and posts.media @> '[{"type":"video"}]'::jsonb
  and exists (
    select
      1
    from
      posts parent
    where
      parent.id = posts.reply_to_id
      and parent.author_id = any ($5::uuid[])
  )
  and exists (
    select
      1
    from
      post_mentions m
    where
      m.post_id = posts.id
      and m.user_id = any ($6::uuid[])
  )
  and posts.search_vector @@ plainto_tsquery('english', $7)
  and (
    cardinality(search_pairs (to_tsvector('english', $8))) = 0
    or posts.search_pairs @> search_pairs (to_tsvector('english', $9))
  )
  and posts.search_vector @@ phraseto_tsquery('english', $10)
  and not (
    posts.search_vector @@ plainto_tsquery('english', $11)
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
    and (
      "posts"."author_id" = $15
      or not exists (
        select
          1
        from
          post_mutes pm
        where
          pm.user_id = $16
          and (
            pm.post_id = "posts"."id"
            or pm.post_id = "posts"."root_id"
          )
      )
    )
    and (
      "posts"."author_id" = $17
      or not exists (
        select
          1
        from
          users mu
          cross join jsonb_array_elements_text(mu.mute_words) as mw (word)
        where
          mu.id = $18
          and lower(btrim(mw.word)) <> ''
          and strpos("posts"."plain_text", lower(btrim(mw.word))) > 0
      )
    )
    and (
      "posts"."author_id" = $19
      or not exists (
        select
          1
        from
          users mc
          cross join jsonb_array_elements_text(mc.mute_categories) as mcat (category)
        where
          mc.id = $20
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
                and vm.user_id = $21
                and vm.status = 'active'
            )
          )
      )
    )
    and true
    and (
      "posts"."author_id" = $22
      or not "posts"."hidden_in_group"
    )
    and (
      "posts"."author_id" = $23
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
      "posts"."author_id" = $24
      or (
        not "posts"."premium"
        or exists (
          select
            1
          from
            pro_subscriptions ps
          where
            ps.subscriber_id = $25
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
                rb.user_id = $26
                and rb.blocked_id = "ro"."author_id"
              )
              or (
                rb.blocked_id = $27
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
                      and vm.user_id = $28
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "ro"."author_id" = $29
            or not "ro"."hidden_in_group"
          )
          and true
          and true
      )
    )
  )
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "2026-01-01"
-- $2 = "2026-02-01"
-- $3 = ["00000000-0000-7000-8000-000000000001"]
-- $4 = ["formwork"]
-- $5 = ["00000000-0000-7000-8000-000000000001"]
-- $6 = ["00000000-0000-7000-8000-000000000001"]
-- $7 = "concrete"
-- $8 = "slab on grade"
-- $9 = "slab on grade"
-- $10 = "slab on grade"
-- $11 = "asphalt"
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
-- $24 = "00000000-0000-7000-8000-000000000001"
-- $25 = "00000000-0000-7000-8000-000000000001"
-- $26 = "00000000-0000-7000-8000-000000000001"
-- $27 = "00000000-0000-7000-8000-000000000001"
-- $28 = "00000000-0000-7000-8000-000000000001"
-- $29 = "00000000-0000-7000-8000-000000000001"
