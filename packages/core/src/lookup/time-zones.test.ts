import { describe, expect, it } from 'vitest';
import { UTC_TIME_ZONES, findUtcTimeZone } from './time-zones';

describe('UTC time zones', () => {
  it('has 25 whole-hour zones from UTC-12:00 to UTC+12:00', () => {
    expect(UTC_TIME_ZONES).toHaveLength(25);
    expect(UTC_TIME_ZONES[0]).toEqual({
      value: 'UTC-12:00',
      label: 'UTC-12:00',
      offsetMinutes: -720,
    });
    expect(UTC_TIME_ZONES[12]).toEqual({
      value: 'UTC+00:00',
      label: 'UTC+00:00',
      offsetMinutes: 0,
    });
    expect(UTC_TIME_ZONES[24]).toEqual({
      value: 'UTC+12:00',
      label: 'UTC+12:00',
      offsetMinutes: 720,
    });
  });

  it('steps by one hour', () => {
    UTC_TIME_ZONES.forEach((zone, index) => expect(zone.offsetMinutes).toBe((index - 12) * 60));
  });

  it.each([
    ['UTC-05:00', -300],
    ['utc+05:00', 300],
  ])('finds %s', (value, offset) => {
    expect(findUtcTimeZone(value)?.offsetMinutes).toBe(offset);
  });

  it('does not have half-hour zones', () => {
    expect(findUtcTimeZone('UTC+05:30')).toBeUndefined();
  });
});
