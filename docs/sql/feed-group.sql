-- A group's newsfeed with a category filter.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "id"
from
  "posts"
where
  group_id = any ($1::uuid[])
  and "reply_to_id" is null
  and "category" in ($2)
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
          rb.user_id = $3
          and rb.blocked_id = "posts"."author_id"
        )
        or (
          rb.blocked_id = $4
          and rb.user_id = "posts"."author_id"
        )
    )
    and not exists (
      select
        1
      from
        user_mutes rm
      where
        rm.user_id = $5
        and rm.muted_id = "posts"."author_id"
    )
    and (
      "posts"."author_id" = $6
      or not exists (
        select
          1
        from
          post_mutes pm
        where
          pm.user_id = $7
          and (
            pm.post_id = "posts"."id"
            or pm.post_id = "posts"."root_id"
          )
      )
    )
    and (
      "posts"."author_id" = $8
      or not exists (
        select
          1
        from
          users mu
          cross join jsonb_array_elements_text(mu.mute_words) as mw (word)
        where
          mu.id = $9
          and lower(btrim(mw.word)) <> ''
          and strpos("posts"."plain_text", lower(btrim(mw.word))) > 0
      )
    )
    and (
      "posts"."author_id" = $10
      or not exists (
        select
          1
        from
          users mc
          cross join jsonb_array_elements_text(mc.mute_categories) as mcat (category)
        where
          mc.id = $11
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
                and vm.user_id = $12
                and vm.status = 'active'
            )
          )
      )
    )
    and true
    and (
      "posts"."author_id" = $13
      or not "posts"."hidden_in_group"
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
                rb.user_id = $14
                and rb.blocked_id = "ro"."author_id"
              )
              or (
                rb.blocked_id = $15
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
                      and vm.user_id = $16
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "ro"."author_id" = $17
            or not "ro"."hidden_in_group"
          )
          and true
          and true
      )
    )
  )
order by
  "created_at" desc,
  "id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = ["00000000-0000-7000-8000-000000000004"]
-- $2 = "business"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "00000000-0000-7000-8000-000000000001"
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
