/** Ids arrive as strings or numbers; they are compared as strings. */
export type Id = string | number;

export interface HasId {
  id: Id;
}

export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
