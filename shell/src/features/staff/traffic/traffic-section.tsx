import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Row, Space, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import type { TrackingSummary } from '@dpu/contracts';
import { StaffSection, staffGet } from '@dpu/ui/staff';
import { barHeight, fillDays, type ChartSpec } from './chart-options';
import { EChart } from './echart';

interface Range {
  from?: string;
  to?: string;
}

/** Page views by day (a line), route, browser and OS (bars) for a chosen date range. */
export default function TrafficSection() {
  const [range, setRange] = useState<Range>({});
  const summary = useQuery({
    queryKey: ['staff', '/admin/tracking/summary', range],
    queryFn: () => staffGet<TrackingSummary>('/admin/tracking/summary', { ...range }),
  });
  const data = summary.data;
  const charts = useMemo<ChartSpec[]>(
    () =>
      data
        ? [
            { kind: 'line', title: '每日浏览量', items: fillDays(data.from, data.to, data.byDay) },
            { kind: 'bar', title: '按页面', items: data.byRoute.slice(0, 20) },
            { kind: 'bar', title: '按浏览器', items: data.byBrowser },
            { kind: 'bar', title: '按操作系统', items: data.byOs },
          ]
        : [],
    [data],
  );
  return (
    <StaffSection
      title="访问统计"
      extra={
        <Space>
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear
            onChange={(_dates, [from, to]) => setRange(from && to ? { from, to } : {})}
          />
        </Space>
      }
    >
      {summary.isError ? (
        <Alert
          type="error"
          showIcon
          title={`访问统计加载失败：${summary.error.message}`}
          action={<Button onClick={() => void summary.refetch()}>重试</Button>}
        />
      ) : null}
      {data ? (
        <>
          <Space size="large" style={{ marginBottom: 16 }}>
            <Statistic title={`${data.from} 至 ${data.to} 浏览量`} value={data.total} />
          </Space>
          <Row gutter={[16, 16]}>
            {charts.map((spec) => (
              <Col key={spec.title} xs={24} xl={spec.kind === 'line' ? 24 : 12}>
                <Card size="small" title={spec.title}>
                  <EChart
                    spec={spec}
                    height={spec.kind === 'line' ? 280 : barHeight(spec.items.length)}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      ) : (
        <Card loading />
      )}
    </StaffSection>
  );
}
