// Statements built once per shape and bound to each call's values (issue 25). Building a feed's
// statement with Kysely (the read rules' expression trees) and compiling it to text took a tenth
// of the server's CPU per page in the bench's profile, yet its text only changes with its shape:
// which feed, which page size, whether there is a viewer or a cursor. A shaped statement is built
// once per shape with stand-in values, remembering which parameter is which value, and each call
// then only puts its own values in those places.
//
// The builder must treat the values as opaque: it may pass them into the statement, never look at
// them (a branch on a value belongs in the shape). Two compilations with different stand-ins
// prove the first part; in tests every call is also built and compiled in full and compared with
// the bound statement, which proves the second across the whole suite.
import { CompiledQuery } from 'kysely';
import type { Db } from './database';

/** What a shaped statement's builder returns: a query builder, or a raw one compiled for db. */
export interface Compiles<R> {
  compile(): CompiledQuery<R>;
}

type Build<S, V, R> = (db: Db, shape: S, values: V) => Compiles<R>;

/** A value a shaped statement may bind: passed whole as one parameter (arrays too). */
export type Bindable = string | readonly string[] | null;

/** Shapes remembered per statement: every page size and offset is a shape of its own. */
export const MAX_SHAPES = 200;

/** A parameter's source: the value of this key, or a constant of the shape. */
type Slot = { key: string } | { constant: unknown };

interface Shape {
  sql: string;
  slots: Slot[];
}

/** Check every call against a full build (on in tests; see the top of this file). */
let verifying = process.env.VITEST !== undefined;

/** For the test of this file: turns the per-call check on or off; returns the previous state. */
export function verifyShapedStatements(on: boolean): boolean {
  const before = verifying;
  verifying = on;
  return before;
}

function standIns<V extends Record<string, Bindable>>(values: V, mark: string): V {
  const out: Record<string, Bindable> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null) out[key] = null;
    else if (typeof value === 'string') out[key] = `\u0000${mark}:${key}`;
    else out[key] = [`\u0000${mark}:${key}[]`];
  }
  return out as V;
}

/** Which key a compiled parameter stands in for, if any. */
function keyOf(parameter: unknown, marks: Map<unknown, string>): string | undefined {
  if (Array.isArray(parameter) && parameter.length === 1) return marks.get(parameter[0]);
  return marks.get(parameter);
}

function markMap(standIn: Record<string, Bindable>, values: Record<string, Bindable>) {
  const marks = new Map<unknown, string>();
  for (const key of Object.keys(values)) {
    const value = standIn[key];
    if (value === null || value === undefined) continue;
    marks.set(typeof value === 'string' ? value : value[0], key);
  }
  return marks;
}

function learnShape<S, V extends Record<string, Bindable>>(
  db: Db,
  build: Build<S, V, unknown>,
  shape: S,
  values: V,
): Shape {
  const a = standIns(values, 'a');
  const b = standIns(values, 'b');
  const first = build(db, shape, a).compile();
  const second = build(db, shape, b).compile();
  if (first.sql !== second.sql || first.parameters.length !== second.parameters.length) {
    throw new Error('A shaped statement’s text depends on its values: put that in its shape.');
  }
  const marksA = markMap(a, values);
  const marksB = markMap(b, values);
  const slots = first.parameters.map((parameter, i): Slot => {
    const key = keyOf(parameter, marksA);
    const other = second.parameters[i];
    if (key !== undefined && keyOf(other, marksB) === key) return { key };
    if (key === undefined && keyOf(other, marksB) === undefined && sameValue(parameter, other)) {
      return { constant: parameter };
    }
    throw new Error(
      `A shaped statement's parameter ${i + 1} depends on its values in a way that cannot be bound.`,
    );
  });
  return { sql: first.sql, slots };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A statement built by `build` once per shape. The shape holds everything its text depends on
 * besides the values, and `nameOf` names it (which values are null is added to the name here).
 */
export function shapedStatement<S, V extends Record<string, Bindable>, R>(
  nameOf: (shape: S) => string,
  build: Build<S, V, R>,
): (db: Db, shape: S, values: V) => CompiledQuery<R> {
  const shapes = new Map<string, Shape>();
  return (db, shape, values) => {
    let key = nameOf(shape);
    for (const name in values) if (values[name] === null) key += `|${name}:null`;
    let known = shapes.get(key);
    if (!known) {
      known = learnShape(db, build, shape, values);
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, known);
    }
    const parameters = known.slots.map((slot) =>
      'key' in slot ? values[slot.key as keyof V] : slot.constant,
    );
    const bound = CompiledQuery.raw(known.sql, parameters) as CompiledQuery<R>;
    if (verifying) checkAgainstFullBuild(db, build, shape, values, bound);
    return bound;
  };
}

function checkAgainstFullBuild<S, V extends Record<string, Bindable>>(
  db: Db,
  build: Build<S, V, unknown>,
  shape: S,
  values: V,
  bound: CompiledQuery<unknown>,
): void {
  const full = build(db, shape, values).compile();
  if (full.sql !== bound.sql || !sameValue(full.parameters, bound.parameters)) {
    throw new Error(
      `A shaped statement differs from its full build: its shape misses something its text depends on.\n${full.sql}`,
    );
  }
}

/**
 * A query function of one object made shaped: the `valueKeys` of its argument are bound (a
 * missing one as null), everything else is its shape, named by its JSON. For the page queries
 * whose builders are exported for their SQL snapshots (docs/sql).
 */
export function shapedQuery<A extends object, R, K extends keyof A & string>(
  build: (db: Db, args: A) => Compiles<R>,
  valueKeys: readonly K[],
): (db: Db, args: A) => CompiledQuery<R> {
  const statement = shapedStatement(
    (shape: Record<string, unknown>) => JSON.stringify(shape),
    (db, shape, values: Record<string, Bindable>) => build(db, { ...shape, ...values } as A),
  );
  const bound = new Set<string>(valueKeys);
  return (db, args) => {
    const shape: Record<string, unknown> = {};
    const values: Record<string, Bindable> = {};
    for (const [key, value] of Object.entries(args)) {
      if (!bound.has(key)) shape[key] = value;
    }
    for (const key of valueKeys) values[key] = (args[key] ?? null) as Bindable;
    return statement(db, shape, values);
  };
}
