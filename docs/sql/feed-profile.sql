-- A person's posts tab on their profile, as another person reads it.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."author_id" = $1
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
          rb.user_id = $2
          and rb.blocked_id = "posts"."author_id"
        )
        or (
          rb.blocked_id = $3
          and rb.user_id = "posts"."author_id"
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
                and vm.user_id = $4
                and vm.status = 'active'
            )
          )
      )
    )
    and true
    and (
      "posts"."author_id" = $5
      or not "posts"."hidden_in_group"
    )
    and (
      "posts"."author_id" = $6
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
                rb.user_id = $7
                and rb.blocked_id = "ro"."author_id"
              )
              or (
                rb.blocked_id = $8
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
                      and vm.user_id = $9
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "ro"."author_id" = $10
            or not "ro"."hidden_in_group"
          )
          and true
          and true
      )
    )
  )
  and "posts"."id" <> $11
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000002"
-- $2 = "00000000-0000-7000-8000-000000000001"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "00000000-0000-7000-8000-000000000001"
-- $6 = "00000000-0000-7000-8000-000000000001"
-- $7 = "00000000-0000-7000-8000-000000000001"
-- $8 = "00000000-0000-7000-8000-000000000001"
-- $9 = "00000000-0000-7000-8000-000000000001"
-- $10 = "00000000-0000-7000-8000-000000000001"
-- $11 = "00000000-0000-7000-8000-000000000003"
