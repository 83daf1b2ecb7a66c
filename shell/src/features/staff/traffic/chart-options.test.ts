import { barHeight, chartOptions, chartSummary, fillDays } from './chart-options';

describe('traffic charts', () => {
  it('when days have no views, then the line still has them, as 0', () => {
    expect(fillDays('2026-01-30', '2026-02-02', [{ key: '2026-01-31', count: 5 }])).toEqual([
      { key: '2026-01-30', count: 0 },
      { key: '2026-01-31', count: 5 },
      { key: '2026-02-01', count: 0 },
      { key: '2026-02-02', count: 0 },
    ]);
  });

  it('draws days as a line and the rest as bars, the largest bar on top', () => {
    const line = chartOptions({ kind: 'line', title: '每日', items: [{ key: 'd1', count: 1 }] });
    expect(line.series).toEqual([expect.objectContaining({ type: 'line', data: [1] })]);
    const items = [
      { key: '/', count: 9 },
      { key: '/news', count: 2 },
    ];
    const bars = chartOptions({ kind: 'bar', title: '按页面', items });
    expect(bars.series).toEqual([expect.objectContaining({ type: 'bar', data: [2, 9] })]);
    expect(bars.yAxis).toMatchObject({ data: ['/news', '/'] });
  });

  it('gives the data as text for assistive technology', () => {
    const items = [{ key: 'Chrome', count: 3 }];
    expect(chartSummary({ kind: 'bar', title: '按浏览器', items })).toBe('按浏览器：Chrome 3 次');
    expect(chartSummary({ kind: 'bar', title: '按浏览器', items: [] })).toBe('按浏览器：无数据');
  });

  it('gives bar charts room for every bar, within bounds', () => {
    expect(barHeight(1)).toBe(160);
    expect(barHeight(10)).toBe(320);
    expect(barHeight(100)).toBe(600);
  });
});
