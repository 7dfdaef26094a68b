/**
 * Wall-clock time in an IANA zone without a date library: the zone's offset is read from Intl once per
 * UTC hour and kept, so converting millions of instants (price history, trading sessions) stays cheap.
 */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `t`, read from Intl (slow: callers go through offsetAt). */
function formattedOffset(timeZone: string, t: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(t))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(t / 1000) * 1000;
}

const offsets = new Map<string, Map<number, number>>();

/**
 * The offset at `t`, remembered per UTC hour: summer time changes on a whole UTC hour in every zone
 * the markets use, so an hour has one offset.
 */
function offsetAt(timeZone: string, t: number): number {
  const hour = Math.floor(t / 3_600_000);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    offset = formattedOffset(timeZone, hour * 3_600_000);
    if (zone.size > 200_000) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

/** The wall clock of `timeZone` at `t`: days since 1970-01-01 and minutes since local midnight. */
export function localTimeOf(timeZone: string, t: number): { epochDay: number; minutes: number } {
  const local = t + offsetAt(timeZone, t);
  const epochDay = Math.floor(local / DAY_MS);
  return { epochDay, minutes: (local - epochDay * DAY_MS) / 60_000 };
}

/** The UTC instant of a local wall-clock time (outside the hour a summer-time change skips). */
export function utcOfLocal(timeZone: string, epochDay: number, minutes: number): number {
  const wall = epochDay * DAY_MS + minutes * 60_000;
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}
