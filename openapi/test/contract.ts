// Helpers for tests that hold the bundled contract against the spec's list of calls.
import { readFileSync } from 'node:fs';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}
export interface Contract {
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

export const contract: Contract = JSON.parse(
  readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8'),
);

/** Returns the operation at METHOD path, or undefined. Path parameter names are ignored. */
export function findOperation(method: string, path: string): Operation | undefined {
  const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');
  for (const [p, item] of Object.entries(contract.paths)) {
    if (shape(p) === shape(path)) return item[method.toLowerCase() as Method];
  }
  return undefined;
}

/** A call the spec's section 7 names: "METHOD /path". */
export function call(spec: string): [string, string] {
  const [method, path] = spec.split(' ');
  if (!method || !path) throw new Error(`bad call ${spec}`);
  return [method, path];
}
