// Sizes of files as people read them. Binary steps (1 KB = 1024 bytes), the way the upload limits
// (`uploadMegabytes`) are counted by the server.
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** `512 B`, `1.5 KB`, `12 MB`, `1.2 GB`: one decimal below 10 of a unit, whole numbers above. */
export function formatFileSize(bytes: number): string {
  const whole = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  if (whole < 1024) return `${whole} B`;
  let value = whole;
  let unit: (typeof UNITS)[number] = UNITS[0];
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${unit}`;
}
