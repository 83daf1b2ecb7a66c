import type { CountItem, TrackingRecord, TrackingSummary } from '@dpu/contracts';
import type { Queryable } from '../db/database';

export interface StoredTracking extends TrackingRecord {
  /** Unique per record: writing the same record again stores nothing (a retried batch). */
  key: string;
  recordedAt: Date;
  userId: number | null;
  /** False for a path the route table does not know: stored, never charted (default true). */
  knownRoute?: boolean;
}

/** The counts of the contract's summary; the route adds the period it covers. */
export type TrackingCounts = Omit<TrackingSummary, 'from' | 'to'>;

export function trackingRepository(db: Queryable) {
  return {
    /** One statement for a whole batch (unnest of column arrays). */
    async insertMany(records: StoredTracking[]): Promise<void> {
      if (records.length === 0) return;
      await db.query(
        `insert into tracking_records (recorded_at, user_id, path_name, browse_page_name, browser,
                                       version, os_name, os_version, record_key, known_route)
         select * from unnest($1::timestamptz[], $2::bigint[], $3::text[], $4::text[], $5::text[],
                              $6::text[], $7::text[], $8::text[], $9::uuid[], $10::boolean[])
         on conflict (record_key) do nothing`,
        [
          records.map((r) => r.recordedAt.toISOString()),
          records.map((r) => r.userId),
          records.map((r) => r.pathName),
          records.map((r) => r.browsePageName),
          records.map((r) => r.browser),
          records.map((r) => r.version),
          records.map((r) => r.osName),
          records.map((r) => r.osVersion),
          records.map((r) => r.key),
          records.map((r) => r.knownRoute !== false),
        ],
      );
    },

    /**
     * docs/api.md GET /admin/tracking/summary: page views by day, route, browser and OS —
     * views of the route table's pages only (records of unknown paths are not page views).
     */
    async summary(from: string, toExclusive: string): Promise<TrackingCounts> {
      const where = `recorded_at >= $1::date and recorded_at < $2::date and known_route`;
      const group = (expression: string, order: string, limit: number) =>
        db.query<CountItem>(
          `select ${expression} as key, count(*)::int as count from tracking_records
            where ${where} group by 1 order by ${order} limit ${limit}`,
          [from, toExclusive],
        );
      const [totalRow] = await db.query<{ total: number }>(
        `select count(*)::int as total from tracking_records where ${where}`,
        [from, toExclusive],
      );
      return {
        total: totalRow?.total ?? 0,
        byDay: await group(`to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD')`, '1', 400),
        byRoute: await group('path_name', '2 desc, 1', 100),
        byBrowser: await group('browser', '2 desc, 1', 50),
        byOs: await group('os_name', '2 desc, 1', 50),
      };
    },
  };
}
