import { describe, expect, it } from 'vitest';
import { maintenanceAt, nextMaintenance, parseMaintenanceWindow } from './maintenance.ts';

const night = parseMaintenanceWindow('03:00-03:20 Europe/Stockholm');

describe('the nightly maintenance window', () => {
  it('reads the setting, and refuses one that does not say a window', () => {
    expect(night).toEqual({ timeZone: 'Europe/Stockholm', from: 180, until: 200 });
    expect(parseMaintenanceWindow('none')).toBeNull();
    expect(parseMaintenanceWindow('')).toBeNull();
    for (const bad of [
      '3:00-3:20 Europe/Stockholm',
      '03:00-03:00 Europe/Oslo',
      '03:00-25:00 UTC',
      '03:00-04:00 Mars/Base',
    ]) {
      expect(() => parseMaintenanceWindow(bad), bad).toThrow();
    }
  });

  it('is under way from its first minute to before its last, in the zone’s own time, summer and winter', () => {
    // Stockholm is UTC+1 in November: 03:00 local is 02:00Z.
    expect(maintenanceAt(night, new Date('2026-11-24T01:59:59Z'))).toBeNull();
    expect(maintenanceAt(night, new Date('2026-11-24T02:00:00Z'))).toEqual({
      start: new Date('2026-11-24T02:00:00Z'),
      end: new Date('2026-11-24T02:20:00Z'),
    });
    expect(maintenanceAt(night, new Date('2026-11-24T02:20:00Z'))).toBeNull();
    // UTC+2 in June: 03:00 local is 01:00Z.
    expect(maintenanceAt(night, new Date('2026-06-10T01:10:00Z'))?.end).toEqual(
      new Date('2026-06-10T01:20:00Z'),
    );
  });

  it('crosses midnight when it ends before it starts, and tells the next one', () => {
    const late = parseMaintenanceWindow('23:30-00:30 UTC');
    expect(maintenanceAt(late, new Date('2026-11-24T00:10:00Z'))).toEqual({
      start: new Date('2026-11-23T23:30:00Z'),
      end: new Date('2026-11-24T00:30:00Z'),
    });
    expect(nextMaintenance(late, new Date('2026-11-24T12:00:00Z'))?.start).toEqual(
      new Date('2026-11-24T23:30:00Z'),
    );
    expect(nextMaintenance(night, new Date('2026-11-24T12:00:00Z'))?.start).toEqual(
      new Date('2026-11-25T02:00:00Z'),
    );
    expect(nextMaintenance(null, new Date())).toBeNull();
  });
});
