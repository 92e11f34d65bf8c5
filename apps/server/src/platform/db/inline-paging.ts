// A page's LIMIT and OFFSET written into the statement's text, not sent as parameters (issue 25).
// PostgreSQL plans a prepared statement once (a generic plan) only when that plan looks no costlier
// than planning it for each execution; with LIMIT $1 it cannot know the page is small, prices the
// generic plan at a tenth of the table, and so planned the local feed's page anew every time: 1.3 ms
// of planning for 0.3 ms of running. Literal numbers give the same plan its true cost, and it is
// reused. The price is one statement text per page size and offset (prepared.ts bounds them).
import {
  LimitNode,
  OffsetNode,
  OperationNodeTransformer,
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

class InlinePagingTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    return LimitNode.create(literalCount(super.transformLimit(node).limit));
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    return OffsetNode.create(literalCount(super.transformOffset(node).offset));
  }
}

export class InlinePagingPlugin implements KyselyPlugin {
  readonly #transformer = new InlinePagingTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
