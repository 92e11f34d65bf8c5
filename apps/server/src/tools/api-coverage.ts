// Lists which contract operations have a handler and which still answer 501, by tag.
import { allHandlers } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../platform/context';
import { listOperations, loadContract } from '../platform/openapi/contract';

// Handlers are only listed, never called, so the context needs no database or server.
const handlers = allHandlers({ config: loadConfig({}) } as AppContext);
const operations = listOperations(loadContract());
const byTag = new Map<string, { done: string[]; missing: string[] }>();
for (const { operation, method, path } of operations) {
  const tag = operation.tags?.[0] ?? 'untagged';
  const entry = byTag.get(tag) ?? { done: [], missing: [] };
  (handlers[operation.operationId] ? entry.done : entry.missing).push(
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
