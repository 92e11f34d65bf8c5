-- The projects list within 25 miles of a ZIP code, open ones only.
-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);
-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.

select
  "board_items"."id"
from
  "board_items"
where
  "board_items"."kind" = $1
  and (
    (
      board_items.moderate = 'approved'
      and not board_items.flagged
    )
    and not exists (
      select
        1
      from
        user_blocks rb
      where
        (
          rb.user_id = $2
          and rb.blocked_id = "board_items"."owner_id"
        )
        or (
          rb.blocked_id = $3
          and rb.user_id = "board_items"."owner_id"
        )
    )
  )
  and (
    "board_items"."status" = 'opened'
    and (
      "board_items"."bids_close_at" is null
      or "board_items"."bids_close_at" > now()
    )
  )
  and "board_items"."lat" >= $4
  and "board_items"."lat" <= $5
  and "board_items"."lng" >= $6
  and "board_items"."lng" <= $7
  and (
    2 * $8::float8 * asin(
      least(
        1,
        sqrt(
          power(sin(radians(board_items.lat - $9::float8) / 2), 2) + cos(radians($10::float8)) * cos(radians(board_items.lat)) * power(
            sin(radians(board_items.lng - $11::float8) / 2),
            2
          )
        )
      )
    )
  ) <= $12::float8
order by
  "board_items"."created_at" desc,
  "board_items"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "project"
-- $2 = "00000000-0000-7000-8000-000000000001"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = 29.90898115942029
-- $5 = 30.63361884057971
-- $6 = -98.16107818293173
-- $7 = -97.32412181706826
-- $8 = 3958.8
-- $9 = 30.2713
-- $10 = 30.2713
-- $11 = -97.7426
-- $12 = 25
