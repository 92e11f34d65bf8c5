// Lists which contract operations have a handler and which still answer 501, by tag.
import { allOperations } from '../operations';
import { listOperations, loadContract } from '../platform/openapi/contract';

const implementedIds = new Set<string>(allOperations.map((op) => op.id));
const operations = listOperations(loadContract());
const byTag = new Map<string, { done: string[]; missing: string[] }>();
for (const { operation, method, path } of operations) {
  const tag = operation.tags?.[0] ?? 'untagged';
  const entry = byTag.get(tag) ?? { done: [], missing: [] };
  (implementedIds.has(operation.operationId) ? entry.done : entry.missing).push(
    `${method.toUpperCase()} ${path} (${operation.operationId})`,
  );
  byTag.set(tag, entry);
}
let done = 0;
for (const [tag, { done: implemented, missing }] of [...byTag].sort()) {
  done += implemented.length;
  console.log(`\n${tag}: ${implemented.length}/${implemented.length + missing.length}`);
  for (const line of implemented) console.log(`  ✓ ${line}`);
  for (const line of missing) console.log(`  · ${line}`);
}
console.log(`\n${done} of ${operations.length} operations implemented.`);
