import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TextInput } from '@mantine/core';
import { DataTable, listEmptyText } from '../../../../components';
import { dayRoutesQueryOptions } from '../../api/list-routes';
import { today } from '../../format';
import { markItemsHref } from '../../routes';
import { PageFrame } from '../page-frame';
import { ROUTE_COLUMNS } from '../route-columns';
import { useTimeZone } from '../use-time-zone';

/** `supplier.shipping-manage.mark-items.list`: the day's routes whose vans are to be loaded (today by default). */
export function MarkItemsListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const timeZone = useTimeZone();
  const date = params.get('date') || today(timeZone);
  const routes = useQuery(dayRoutesQueryOptions(date));
  return (
    <PageFrame title="Load the vans" description="Pick a route, then scan each item as it goes on the van.">
      <TextInput
        type="date"
        label="Day"
        value={date}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (next) setParams({ date: next }, { replace: true });
        }}
        maw={180}
        mb="sm"
      />
      <DataTable
        label="Routes to load"
        columns={ROUTE_COLUMNS}
        rows={routes.data ?? []}
        loading={routes.isPending}
        emptyText={listEmptyText(routes, 'No routes on this day.')}
        onRowClick={(r) => void navigate(markItemsHref(r.id))}
        csvFileName={`routes ${date}.csv`}
      />
    </PageFrame>
  );
}
