/** A duration in hours, short: "under 1 h", "3 h", then days from 48 hours ("2 d"). */
export function formatHours(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}
