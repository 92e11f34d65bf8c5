// A page's LIMIT and OFFSET written into the statement's text, not sent as parameters (issue 25).
// PostgreSQL plans a prepared statement once (a generic plan) only when that plan looks no costlier
// than planning it for each execution; with LIMIT $1 it cannot know the page is small, prices the
// generic plan at a tenth of the table, and so planned the local feed's page anew every time: 1.3 ms
// of planning for 0.3 ms of running. Literal numbers give the same plan its true cost, and it is
// reused. The price is one statement text per page size and offset (prepared.ts bounds them).
import {
  LimitNode,
  OffsetNode,
  SelectQueryNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The node as a literal when it is a plain whole number (the only values safe to inline). */
function literalCount(node: OperationNode): OperationNode {
  if (!ValueNode.is(node) || node.immediate) return node;
  const { value } = node;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? ValueNode.createImmediate(value)
    : node;
}

/**
 * Only the statement's own LIMIT and OFFSET (a page's): the rest of the tree is returned as it is,
 * not copied. A full OperationNodeTransformer walk copied every node of the read rules' large
 * statements on every request (Kysely's node creation and Object.freeze were 8 % of a home
 * page's server CPU in the bench's profile). Subqueries' limits stay parameters (none of the feed
 * statements has one).
 */
export class InlinePagingPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || (!node.limit && !node.offset)) return node;
    const limit = node.limit && literalCount(node.limit.limit);
    const offset = node.offset && literalCount(node.offset.offset);
    return Object.freeze({
      ...node,
      ...(node.limit && limit !== node.limit.limit ? { limit: LimitNode.create(limit!) } : {}),
      ...(node.offset && offset !== node.offset.offset
        ? { offset: OffsetNode.create(offset!) }
        : {}),
    });
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
