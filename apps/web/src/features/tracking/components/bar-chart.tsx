import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface DayBarsProps {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  unit: string;
}

/** The chart library (recharts under @mantine/charts) lives in this module only: it is loaded when a chart shows. */
export default function DayBars({ data, series, unit }: DayBarsProps) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      series={series}
      withLegend={series.length > 1}
      unit={unit}
      tickLine="y"
      gridAxis="y"
      valueFormatter={(v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))}
    />
  );
}
