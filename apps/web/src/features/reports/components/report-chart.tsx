import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatCents } from '@dme/contract';

export interface ReportChartProps {
  data: Record<string, string | number>[];
  /** The category on the x axis. */
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  stacked?: boolean;
}

/** Money per row as bars; this module alone holds the chart library (recharts), loaded when a chart shows. */
export default function ReportChart({ data, dataKey, series, stacked = false }: ReportChartProps) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      valueFormatter={(v) => formatCents(v)}
      withLegend
      tickLine="y"
      yAxisProps={{ width: 80 }}
    />
  );
}
