import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Text } from '@mantine/core';
import type { DashboardWidgetData } from '@dme/contract';
import { formErrorText } from '../../../../lib/http-error';
import { widgetQueryOptions } from '../../api/widgets';

type Of<K extends DashboardWidgetData['widget']> = Extract<DashboardWidgetData, { widget: K }>;

/** Loads one widget's data and renders it once it has the expected shape. */
export function WidgetData<K extends DashboardWidgetData['widget']>({
  widget,
  children,
}: {
  widget: K;
  children: (data: Of<K>) => ReactNode;
}) {
  const query = useQuery(widgetQueryOptions(widget));
  if (query.isError) {
    return (
      <Text size="sm" c="red">
        {formErrorText(query.error)}
      </Text>
    );
  }
  if (!query.data) return <Skeleton h={96} radius="sm" />;
  if (query.data.widget !== widget) return null;
  return <>{children(query.data as Of<K>)}</>;
}
