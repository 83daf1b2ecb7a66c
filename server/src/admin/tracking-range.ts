import { badRequest } from '../lib/app-error';

// docs/api.md GET /admin/tracking/summary?from&to: dates YYYY-MM-DD, both inclusive; by
// default the last 30 days.

const DAY = 86_400_000;
const MAX_DAYS = 366;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parse(value: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || isoDate(date) !== value) {
    throw badRequest('请求参数有误：日期无效');
  }
  return date;
}

/**
 * An optional date filter (either end may be missing): YYYY-MM-DD, both inclusive; the
 * answer's toExclusive is the day after `to`.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
): { from?: string; toExclusive?: string } {
  const start = from ? parse(from) : undefined;
  const end = to ? parse(to) : undefined;
  if (start && end && start > end) {
    throw badRequest('请求参数有误：开始日期不能晚于结束日期');
  }
  return {
    ...(start ? { from: isoDate(start) } : {}),
    ...(end ? { toExclusive: isoDate(new Date(end.getTime() + DAY)) } : {}),
  };
}

export function trackingRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): { from: string; to: string; toExclusive: string } {
  const end = to ? parse(to) : new Date(`${isoDate(now)}T00:00:00.000Z`);
  const start = from ? parse(from) : new Date(end.getTime() - 29 * DAY);
  if (start > end) throw badRequest('请求参数有误：开始日期不能晚于结束日期');
  if ((end.getTime() - start.getTime()) / DAY >= MAX_DAYS) {
    throw badRequest('请求参数有误：日期范围不能超过 366 天');
  }
  return {
    from: isoDate(start),
    to: isoDate(end),
    toExclusive: isoDate(new Date(end.getTime() + DAY)),
  };
}
