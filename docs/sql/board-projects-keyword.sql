-- The projects list by keyword (title, description and documents' text), by bid.
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
order by
  board_items.bid desc nulls last,
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
-- $4 = "drywall"
-- $5 = "drywall"
