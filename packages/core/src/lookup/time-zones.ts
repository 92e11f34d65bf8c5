export interface UtcTimeZone {
  /** "UTC-05:00"; also the stored value. */
  value: string;
  /** Same as value: "UTC-05:00". */
  label: string;
  /** Offset from UTC in minutes (UTC-05:00 → -300). */
  offsetMinutes: number;
}

function utcLabel(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  return `UTC${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/** The 25 whole-hour UTC offsets from UTC-12:00 to UTC+12:00 (UTC+00:00 in the middle). */
export const UTC_TIME_ZONES: readonly UtcTimeZone[] = Array.from({ length: 25 }, (_, index) => {
  const hours = index - 12;
  const label = utcLabel(hours);
  return { value: label, label, offsetMinutes: hours * 60 };
});

/** The time zone with this value ("UTC+02:00"), or undefined. */
export function findUtcTimeZone(value: string): UtcTimeZone | undefined {
  return UTC_TIME_ZONES.find((zone) => zone.value === value.trim().toUpperCase());
}
