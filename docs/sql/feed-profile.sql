-- A person's posts tab on their profile, as another person reads it.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."author_id" = $1
  and "posts"."deleted_at" is null
  and "posts"."id" <> $2
  and (
    "posts"."group_id" is null
    or (
      (
        not "posts"."hidden_in_group"
        or "posts"."author_id" = $3
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
                and vm.user_id = $4
                and vm.status = 'active'
            )
          )
      )
    )
  )
  and (
    "posts"."channel_id" is null
    or "posts"."author_id" = $5
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
order by
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  $6
offset
  $7;

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000002"
-- $2 = "00000000-0000-7000-8000-000000000003"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "00000000-0000-7000-8000-000000000001"
-- $6 = 10
-- $7 = 0
