/** A post's edit history is shown reversed from how the server returns it (a new array). */
export function historyForDisplay<H>(history: readonly H[] | null | undefined): H[] {
  return [...(history ?? [])].reverse();
}
