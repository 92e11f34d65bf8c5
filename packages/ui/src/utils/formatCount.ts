/** Formats a badge count: `7` → "7", `120` → "99+". */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}
