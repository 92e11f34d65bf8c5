-- The directory list: a keyword near a ZIP code, a business type and a sector.
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
    board_items.search_vector @@ websearch_to_tsquery('english', $4)
    or board_items.id = any (
      array(
        select
          board_documents.item_id
        from
          board_documents
        where
          board_documents.text_vector @@ websearch_to_tsquery('english', $5)
      )
    )
  )
  and "board_items"."lat" >= $6
  and "board_items"."lat" <= $7
  and "board_items"."lng" >= $8
  and "board_items"."lng" <= $9
  and (
    2 * $10::float8 * asin(
      least(
        1,
        sqrt(
          power(
            sin(radians(board_items.lat - $11::float8) / 2),
            2
          ) + cos(radians($12::float8)) * cos(radians(board_items.lat)) * power(
            sin(radians(board_items.lng - $13::float8) / 2),
            2
          )
        )
      )
    )
  ) <= $14::float8
  and board_items.types @> array[$15]::text[]
  and board_items.sectors @> array[$16]::text[]
order by
  "board_items"."created_at" desc,
  "board_items"."id" desc
limit
  10
offset
  0;

-- Sample parameters:
-- $1 = "listing"
-- $2 = "00000000-0000-7000-8000-000000000001"
-- $3 = "00000000-0000-7000-8000-000000000001"
-- $4 = "plumbing"
-- $5 = "plumbing"
-- $6 = 30.126372463768117
-- $7 = 30.416227536231883
-- $8 = -97.9099912731727
-- $9 = -97.5752087268273
-- $10 = 3958.8
-- $11 = 30.2713
-- $12 = 30.2713
-- $13 = -97.7426
-- $14 = 10
-- $15 = "specialty_contractor"
-- $16 = "commercial"
