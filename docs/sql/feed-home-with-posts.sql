-- The home, local and public feeds as the server runs them: the page query (feed-home) inside the hydration (feed-hydrate), one statement and one round trip per page.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

-- search_vector and search_pairs (migrations 0035, 0037) are search's alone: left out of
-- the rows a page carries.
with
  feed_page as materialized (
    (
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
              union all
              select
                o.id,
                o.created_at
              from
                posts o
              where
                o.author_id = $2
                and o.deleted_at is null
                and o.reply_to_id is null
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
                      order by
                        p.created_at desc,
                        p.id desc
                      limit
                        40
                    ) p
                  where
                    f.follower_id = $3
                    and not f.timeline_ready
                  union
                  select
                    p.id,
                    p.created_at
                  from
                    users u
                    join follows f on f.follower_id = $4
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
                    cf.user_id = $5
                    and not cf.timeline_ready
                    and p.author_id <> $6
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
                    and p.author_id <> $7
                    and (
                      p.author_id in (
                        select
                          followee_id
                        from
                          follows
                        where
                          follower_id = $8
                      )
                      or p.channel_id in (
                        select
                          channel_id
                        from
                          channel_follows
                        where
                          user_id = $9
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
                    x.user_id = $10
                    and x.created_at = m.created_at
                    and x.post_id = m.id
                )
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
          "posts"."author_id" = $11
          or "posts"."author_id" in (
            select
              "followee_id"
            from
              "follows"
            where
              "follower_id" = $12
          )
          or "posts"."channel_id" in (
            select
              "channel_follows"."channel_id"
            from
              "channel_follows"
            where
              "channel_follows"."user_id" = $13
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
                rb.user_id = $14
                and rb.blocked_id = "posts"."author_id"
              )
              or (
                rb.blocked_id = $15
                and rb.user_id = "posts"."author_id"
              )
          )
          and not exists (
            select
              1
            from
              user_mutes rm
            where
              rm.user_id = $16
              and rm.muted_id = "posts"."author_id"
          )
          and (
            "posts"."author_id" = $17
            or not exists (
              select
                1
              from
                post_mutes pm
              where
                pm.user_id = $18
                and (
                  pm.post_id = "posts"."id"
                  or pm.post_id = "posts"."root_id"
                )
            )
          )
          and (
            "posts"."author_id" = $19
            or not exists (
              select
                1
              from
                users mu
                cross join jsonb_array_elements_text(mu.mute_words) as mw (word)
              where
                mu.id = $20
                and lower(btrim(mw.word)) <> ''
                and strpos("posts"."plain_text", lower(btrim(mw.word))) > 0
            )
          )
          and (
            "posts"."author_id" = $21
            or not exists (
              select
                1
              from
                users mc
                cross join jsonb_array_elements_text(mc.mute_categories) as mcat (category)
              where
                mc.id = $22
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
                      and vm.user_id = $23
                      and vm.status = 'active'
                  )
                )
            )
          )
          and true
          and (
            "posts"."author_id" = $24
            or not "posts"."hidden_in_group"
          )
          and (
            "posts"."author_id" = $25
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
                  and hf.user_id = $26
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
                      rb.user_id = $27
                      and rb.blocked_id = "ro"."author_id"
                    )
                    or (
                      rb.blocked_id = $28
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
                            and vm.user_id = $29
                            and vm.status = 'active'
                        )
                      )
                  )
                )
                and true
                and (
                  "ro"."author_id" = $30
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
        0
    )
  ),
  page as materialized (
    select
      *
    from
      posts
    where
      id = any (
        array(
          select
            id
          from
            feed_page
        )
      )
  ),
  shown as materialized (
    select
      *
    from
      page
    union all
    select
      p.*
    from
      posts p
    where
      p.id in (
        select
          repost_of_id
        from
          page
        union
        select
          reply_to_id
        from
          page
      )
      and not (
        p.id = any (
          array(
            select
              id
            from
              feed_page
          )
        )
      )
  ),
  page_keys as materialized (
    select
      array(
        select
          id
        from
          shown
      ) as ids,
      array(
        select distinct
          author_id
        from
          shown
      ) as authors,
      array(
        select
          id
        from
          shown
        union
        select
          root_id
        from
          shown
        where
          root_id is not null
      ) as threads,
      array(
        select distinct
          group_id
        from
          shown
        where
          group_id is not null
      ) as groups,
      array(
        select distinct
          channel_id
        from
          shown
        where
          channel_id is not null
      ) as channels
  )
select
  'post' as k,
  to_jsonb(shown) - 'search_vector' - 'search_pairs' as j
from
  shown
union all
select
  'author',
  to_jsonb(u)
from
  users u
where
  u.id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'group',
  to_jsonb(g)
from
  groups g
where
  g.id = any (
    (
      select
        groups
      from
        page_keys
    )::uuid[]
  )
union all
select
  'channel',
  to_jsonb(c)
from
  channels c
where
  c.id = any (
    (
      select
        channels
      from
        page_keys
    )::uuid[]
  )
union all
select
  'tally',
  jsonb_build_array(v.post_id, v.choice, count(*))
from
  poll_votes v
where
  v.post_id = any (
    array(
      select
        id
      from
        shown
      where
        poll is not null
    )
  )
group by
  v.post_id,
  v.choice
union all
select
  'page',
  jsonb_build_array(id, cursor_time)
from
  feed_page
union all
select
  'reaction',
  jsonb_build_array(post_id, type, smile)
from
  reactions
where
  user_id = $31
  and post_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
union all
select
  'bookmark',
  to_jsonb(post_id)
from
  bookmarks
where
  user_id = $32
  and post_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
union all
select
  'repost',
  to_jsonb(repost_of_id)
from
  posts
where
  author_id = $33
  and deleted_at is null
  and repost_of_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
  and (
    "posts"."repost_of_id" is not null
    and "posts"."plain_text" = ''
    and "posts"."media" = '[]'::jsonb
    and "posts"."poll" is null
  )
union all
select
  'replied',
  to_jsonb(reply_to_id)
from
  posts
where
  author_id = $34
  and deleted_at is null
  and reply_to_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
union all
select
  'vote',
  jsonb_build_array(post_id, choice)
from
  poll_votes
where
  user_id = $35
  and post_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
union all
select
  'thread',
  to_jsonb(post_id)
from
  post_mutes
where
  user_id = $36
  and post_id = any (
    (
      select
        threads
      from
        page_keys
    )::uuid[]
  )
union all
select
  'blocked',
  to_jsonb(blocked_id)
from
  user_blocks
where
  user_id = $37
  and blocked_id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'blocked',
  to_jsonb(user_id)
from
  user_blocks
where
  blocked_id = $38
  and user_id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'muted',
  to_jsonb(muted_id)
from
  user_mutes
where
  user_id = $39
  and muted_id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'following',
  to_jsonb(followee_id)
from
  follows
where
  follower_id = $40
  and followee_id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'followedBy',
  to_jsonb(follower_id)
from
  follows
where
  followee_id = $41
  and follower_id = any (
    (
      select
        authors
      from
        page_keys
    )::uuid[]
  )
union all
select
  'mentioned',
  to_jsonb(post_id)
from
  post_mentions
where
  user_id = $42
  and post_id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
union all
select
  'member',
  to_jsonb(group_id)
from
  group_members
where
  user_id = $43
  and status = 'active'
  and group_id = any (
    (
      select
        groups
      from
        page_keys
    )::uuid[]
  )
union all
select
  'channelFollow',
  to_jsonb(channel_id)
from
  channel_follows
where
  user_id = $44
  and channel_id = any (
    (
      select
        channels
      from
        page_keys
    )::uuid[]
  )
union all
select
  'premium',
  to_jsonb(pp.id)
from
  posts pp
where
  pp.id = any (
    (
      select
        ids
      from
        page_keys
    )::uuid[]
  )
  and pp.premium
  and exists (
    select
      1
    from
      pro_subscriptions ps
    where
      ps.subscriber_id = $45
      and ps.owner_id = "pp"."author_id"
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
            pl.post_id = "pp"."id"
        )
        or exists (
          select
            1
          from
            post_pro_levels pl
          where
            pl.post_id = "pp"."id"
            and pl.level_id = ps.level_id
        )
      )
  );

-- Sample parameters:
-- $1 = "00000000-0000-7000-8000-000000000001"
-- $2 = "00000000-0000-7000-8000-000000000001"
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
-- $41 = "00000000-0000-7000-8000-000000000001"
-- $42 = "00000000-0000-7000-8000-000000000001"
-- $43 = "00000000-0000-7000-8000-000000000001"
-- $44 = "00000000-0000-7000-8000-000000000001"
-- $45 = "00000000-0000-7000-8000-000000000001"
