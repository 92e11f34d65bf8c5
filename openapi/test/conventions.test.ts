// Conventions every operation of the bundled contract keeps (ARCHITECTURE section 2).
import { describe, expect, it } from 'vitest';
import { contract } from './contract';

type Node = Record<string, any>;
const doc = contract as unknown as Node;

function resolve(node: Node | undefined): Node | undefined {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((n: Node, key: string) => n[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

const operations = Object.entries(doc.paths as Node).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'patch', 'delete']
    .filter((method) => (item as Node)[method])
    .map((method) => ({ path, method, op: (item as Node)[method] as Node, item: item as Node })),
);

// Fixed, tiny lists that take no paging: the roles, and a group's rules (at most 20) answered
// whole in their new order after a reorder.
const UNPAGED_LISTS = new Set(['listRoles', 'reorderGroupRules']);

describe('contract conventions', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s documents a 500 and every error in the { message } shape',
    (_name, { op }) => {
      expect(Object.keys(op.responses)).toContain('500');
      for (const [code, response] of Object.entries(op.responses as Node)) {
        if (Number(code) < 400) continue;
        const schema = resolve(resolve(response as Node)?.content?.['application/json']?.schema);
        expect(schema?.required, `${code} has a message`).toContain('message');
      }
    },
  );

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: a list response takes skip and limit',
    (_name, { op, item }) => {
      const ok = resolve(op.responses['200'] ?? op.responses['201']);
      const schema = resolve(ok?.content?.['application/json']?.schema);
      const items = resolve(schema?.properties?.items);
      if (items?.type !== 'array' || UNPAGED_LISTS.has(op.operationId)) return;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (p: Node) => resolve(p)?.name,
      );
      const body = resolve(resolve(op.requestBody)?.content?.['application/json']?.schema);
      const bodyFields = Object.keys(body?.properties ?? {});
      for (const name of ['skip', 'limit']) {
        expect([...params, ...bodyFields], `${op.operationId} takes ${name}`).toContain(name);
      }
    },
  );

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s refuses unknown fields in its JSON body',
    (_name, { op }) => {
      const body = resolve(resolve(op.requestBody)?.content?.['application/json']?.schema);
      if (!body || body.type !== 'object') return;
      expect(body.additionalProperties, op.operationId).toBe(false);
    },
  );
});
