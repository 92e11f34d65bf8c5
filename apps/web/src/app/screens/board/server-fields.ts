// The server names a place's fields `location.zip` and `location.label` (an unknown ZIP code is
// a 400 naming location.zip); the project and job forms call them `zip` and `locationLabel`.

/** The form field a server error key belongs to. */
export function formFieldOf(key: string): string {
  if (key === 'location.label') return 'locationLabel';
  if (key.startsWith('location')) return 'zip';
  if (key.startsWith('salary.min')) return 'payMin';
  if (key.startsWith('salary.max')) return 'payMax';
  return key;
}

/** The same failure with the server's field names turned into the form's. */
export function locationFieldOf(failure: unknown): unknown {
  const body = (failure as { body?: { errors?: unknown } } | null)?.body;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return failure;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) renamed[formFieldOf(key)] ??= value;
  return { ...(failure as object), body: { ...body, errors: renamed } };
}
