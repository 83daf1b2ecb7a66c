import type { CountItem } from '@dpu/contracts';

// What the traffic charts draw, as plain ECharts options (tested without a canvas).

const BRAND_RED = '#c8102e';

export interface ChartSpec {
  kind: 'line' | 'bar';
  title: string;
  items: readonly CountItem[];
}

/** Every day of the range, days without views as 0, so the line does not skip them. */
export function fillDays(from: string, to: string, byDay: readonly CountItem[]): CountItem[] {
  const counts = new Map(byDay.map((item) => [item.key, item.count]));
  const days: CountItem[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const key = new Date(t).toISOString().slice(0, 10);
    days.push({ key, count: counts.get(key) ?? 0 });
  }
  return days;
}

export function chartOptions({ kind, items }: ChartSpec): Record<string, unknown> {
  const keys = items.map((item) => item.key);
  const values = items.map((item) => item.count);
  const common = {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    color: [BRAND_RED],
  };
  if (kind === 'line') {
    return {
      ...common,
      xAxis: { type: 'category', data: keys, boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'line', data: values, name: '浏览量', smooth: true, areaStyle: {} }],
    };
  }
  // horizontal bars, the largest on top, so long routes stay readable
  return {
    ...common,
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: [...keys].reverse(),
      axisLabel: { width: 220, overflow: 'truncate' },
    },
    series: [{ type: 'bar', data: [...values].reverse(), name: '浏览量', barMaxWidth: 24 }],
  };
}

/** The chart's data as text, for screen readers (and anyone who cannot see the canvas). */
export function chartSummary({ title, items }: ChartSpec): string {
  if (items.length === 0) return `${title}：无数据`;
  return `${title}：${items.map((item) => `${item.key} ${item.count} 次`).join('，')}`;
}

/** A bar chart's height: room for every bar, within reason. */
export function barHeight(count: number): number {
  return Math.min(600, Math.max(160, count * 28 + 40));
}
