import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { chartOptions, chartSummary, type ChartSpec } from './chart-options';

// Only what the console draws: line and bar charts on a canvas (tree-shaken ECharts core).
registerCharts([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** One chart; its data is also given as text (role img + label) for assistive technology. */
export function EChart({ spec, height }: { spec: ChartSpec; height: number }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current);
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(chartOptions(spec), { notMerge: true });
  }, [spec]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={chartSummary(spec)}
      data-chart={spec.kind}
      style={{ width: '100%', height }}
    />
  );
}
