import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { DayBarsProps } from './bar-chart';

const DayBars = lazy(() => import('./bar-chart'));

/** A bar per day; the chart code arrives with the first chart (the login and list screens never load it). */
export function TrackingChart(props: DayBarsProps) {
  return (
    <Suspense fallback={<Skeleton h={220} radius="md" />}>
      <div role="img" aria-label={`Chart: ${props.series.map((s) => s.label).join(', ')} per day`}>
        <DayBars {...props} />
      </div>
    </Suspense>
  );
}
