-- The rows of a page the cache does not keep as of their versions, each with its version.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  'post' as k,
  to_json(p) as j
from
  (
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
      "posts"."channel_id",
      posts.xmin::text || posts.ctid::text as version
    from
      posts
    where
      posts.id = any ($1::uuid[])
  ) p
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
      json_build_object('profession', u.profile -> 'profession') as profile,
      u.xmin::text || u.ctid::text as version
    from
      users u
    where
      u.id = any ($2::uuid[])
  ) a
union all
select
  'group',
  to_json(g)
from
  (
    select
      g.*,
      g.xmin::text || g.ctid::text as version
    from
      groups g
    where
      g.id = any ($3::uuid[])
  ) g
union all
select
  'channel',
  to_json(c)
from
  (
    select
      c.*,
      c.xmin::text || c.ctid::text as version
    from
      channels c
    where
      c.id = any ($4::uuid[])
  ) c;

-- Sample parameters:
-- $1 = ["00000000-0000-7000-8000-000000000003"]
-- $2 = ["00000000-0000-7000-8000-000000000001"]
-- $3 = []
-- $4 = []
