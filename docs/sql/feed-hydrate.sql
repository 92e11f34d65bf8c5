-- Every feed after its page of ids: the posts, what they nest, authors, groups, channels, poll tallies and the viewer's marks, in one statement.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

with
  page as materialized (
    select
      "posts"."id",
      "posts"."author_id",
      "posts"."kind",
      "posts"."title",
      "posts"."text",
      "posts"."plain_text",
      "posts"."category",
      "posts"."tags",
      "posts"."media",
      "posts"."link",
      "posts"."poll",
      "posts"."reply_to_id",
      "posts"."root_id",
      "posts"."repost_of_id",
      "posts"."reply_policy",
      "posts"."premium",
      "posts"."width",
      "posts"."height",
      "posts"."likes_count",
      "posts"."reaction_counts",
      "posts"."replies_count",
      "posts"."repost_count",
      "posts"."impressions_count",
      "posts"."language",
      "posts"."created_at",
      "posts"."edited_at",
      "posts"."deleted_at",
      "posts"."group_id",
      "posts"."hidden_in_group",
      "posts"."rss_source_id",
      "posts"."rss_key",
      "posts"."timeline_pending",
      "posts"."channel_id"
    from
      posts
    where
      id = any ($1::uuid[])
  ),
  shown as materialized (
    select
      *
    from
      page
    union all
    select
      "p"."id",
      "p"."author_id",
      "p"."kind",
      "p"."title",
      "p"."text",
      "p"."plain_text",
      "p"."category",
      "p"."tags",
      "p"."media",
      "p"."link",
      "p"."poll",
      "p"."reply_to_id",
      "p"."root_id",
      "p"."repost_of_id",
      "p"."reply_policy",
      "p"."premium",
      "p"."width",
      "p"."height",
      "p"."likes_count",
      "p"."reaction_counts",
      "p"."replies_count",
      "p"."repost_count",
      "p"."impressions_count",
      "p"."language",
      "p"."created_at",
      "p"."edited_at",
      "p"."deleted_at",
      "p"."group_id",
      "p"."hidden_in_group",
      "p"."rss_source_id",
      "p"."rss_key",
      "p"."timeline_pending",
      "p"."channel_id"
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
      and not (p.id = any ($2::uuid[]))
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
  to_json(shown) as j
from
  shown
union all
select
  'author',
  to_json(a)
from
  (
    select
      "u"."id",
      "u"."username",
      "u"."general",
      "u"."display_name",
      "u"."account_type",
      "u"."followers_count",
      "u"."following_count",
      "u"."pinned_post_id",
      "u"."hibernated_at",
      "u"."deleted_at",
      "u"."profile_opened",
      json_build_object('profession', u.profile -> 'profession') as profile
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
  ) a
union all
select
  'group',
  to_json(g)
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
  to_json(c)
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
  json_build_array(v.post_id, v.choice, count(*))
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
  'reaction',
  json_build_array(post_id, type, smile)
from
  reactions
where
  user_id = $3
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
  to_json(post_id)
from
  bookmarks
where
  user_id = $4
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
  to_json(repost_of_id)
from
  posts
where
  author_id = $5
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
  to_json(reply_to_id)
from
  posts
where
  author_id = $6
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
  json_build_array(post_id, choice)
from
  poll_votes
where
  user_id = $7
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
  to_json(post_id)
from
  post_mutes
where
  user_id = $8
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
  to_json(blocked_id)
from
  user_blocks
where
  user_id = $9
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
  to_json(user_id)
from
  user_blocks
where
  blocked_id = $10
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
  to_json(muted_id)
from
  user_mutes
where
  user_id = $11
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
  to_json(followee_id)
from
  follows
where
  follower_id = $12
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
  to_json(follower_id)
from
  follows
where
  followee_id = $13
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
  to_json(post_id)
from
  post_mentions
where
  user_id = $14
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
  to_json(group_id)
from
  group_members
where
  user_id = $15
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
  to_json(channel_id)
from
  channel_follows
where
  user_id = $16
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
  to_json(pp.id)
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
      ps.subscriber_id = $17
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
-- $1 = ["00000000-0000-7000-8000-000000000003"]
-- $2 = ["00000000-0000-7000-8000-000000000003"]
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
