-- Explore post search: words and a hashtag.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "posts"."id"
from
  "posts"
where
  "posts"."deleted_at" is null
  and posts.tags @> array[$1]::text[]
  and (
    numnode(websearch_to_tsquery('english', $2)) = 0
    or to_tsvector(
      'english',
      coalesce(posts.title, '') || ' ' || posts.text
    ) @@ websearch_to_tsquery('english', $3)
  )
  and (
    "posts"."group_id" is null
    or (
      (
        not "posts"."hidden_in_group"
        or "posts"."author_id" = $4
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
                and vm.user_id = $5
                and vm.status = 'active'
            )
          )
      )
    )
  )
  and (
    "posts"."channel_id" is null
    or "posts"."author_id" = $6
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
  and not exists (
    select
      1
    from
      user_blocks rb
    where
      (
        rb.user_id = $7
        and rb.blocked_id = "posts"."author_id"
      )
      or (
        rb.blocked_id = $8
        and rb.user_id = "posts"."author_id"
      )
  )
  and (
    "posts"."author_id" = $9
    or (
      not exists (
        select
          1
        from
          user_mutes rm
        where
          rm.user_id = $10
          and rm.muted_id = "posts"."author_id"
      )
      and not exists (
        select
          1
        from
          users mu
        where
          mu.id = $11
          and (
            "posts"."category" in (
              select
                jsonb_array_elements_text(mu.mute_categories)
            )
            or exists (
              select
                1
              from
                jsonb_array_elements_text(mu.mute_words) mw (word)
              where
                btrim(mw.word) <> ''
                and coalesce("posts"."title", '') || ' ' || "posts"."text" ilike '%' || replace(
                  replace(replace(btrim(mw.word), '\', '\\'), '%', '\%'),
                  '_',
                  '\_'
                ) || '%'
            )
          )
      )
    )
  )
order by
  ts_rank(
    to_tsvector(
      'english',
      coalesce(posts.title, '') || ' ' || posts.text
    ),
    websearch_to_tsquery('english', $12)
  ) desc,
  "posts"."created_at" desc,
  "posts"."id" desc
limit
  $13
offset
  $14;

-- Sample parameters:
-- $1 = "formwork"
-- $2 = "concrete pour"
-- $3 = "concrete pour"
-- $4 = "00000000-0000-7000-8000-000000000001"
-- $5 = "00000000-0000-7000-8000-000000000001"
-- $6 = "00000000-0000-7000-8000-000000000001"
-- $7 = "00000000-0000-7000-8000-000000000001"
-- $8 = "00000000-0000-7000-8000-000000000001"
-- $9 = "00000000-0000-7000-8000-000000000001"
-- $10 = "00000000-0000-7000-8000-000000000001"
-- $11 = "00000000-0000-7000-8000-000000000001"
-- $12 = "concrete pour"
-- $13 = 10
-- $14 = 0
