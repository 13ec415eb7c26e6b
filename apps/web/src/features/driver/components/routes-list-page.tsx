import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { downloadCsv, TablePagination, toCsv } from '../../../components';
import { driverRoutesQuery, ROUTES_PER_PAGE } from '../api/queries';
import { ROUTE_STATUS_LABELS } from '../lib/labels';
import type { RouteSummary } from '@dme/contract';
import { OutboxStatus } from './outbox-status';
import { LoadError, Loading, PageFrame } from './page-frame';
import { RouteCard } from './route-card';

type When = 'upcoming' | 'past';

const CSV_COLUMNS = [
  { key: 'date', title: 'Date', value: (r: RouteSummary) => formatDate(r.date) },
  { key: 'status', title: 'Status', value: (r: RouteSummary) => ROUTE_STATUS_LABELS[r.status] },
  { key: 'stops', title: 'Stops' },
  { key: 'delivered', title: 'Delivered' },
  { key: 'failed', title: 'Not delivered' },
  { key: 'warehouse', title: 'Warehouse', value: (r: RouteSummary) => r.warehouse?.name ?? '' },
];

/** The driver's routes, upcoming or past, a page at a time; the choice and page live in the URL (Back keeps them). */
export function DriverRoutesPage() {
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const query = useQuery(driverRoutesQuery(when, page));
  const go = (next: { when?: When; page?: number }) => {
    const search = new URLSearchParams();
    if ((next.when ?? when) === 'past') search.set('when', 'past');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const rows = query.data?.data ?? [];
  const pageCount = Math.max(Math.ceil((query.data?.meta.total ?? 0) / ROUTES_PER_PAGE), 1);

  return (
    <PageFrame title="Routes">
      <OutboxStatus />
      <SegmentedControl
        fullWidth
        size="md"
        aria-label="Which routes"
        value={when}
        onChange={(value) => go({ when: value as When })}
        data={[
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'past', label: 'Past' },
        ]}
      />
      {query.isPending ? (
        <Loading label="Loading routes" />
      ) : query.isError ? (
        <LoadError error={query.error} what="Routes" onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {when === 'upcoming' ? 'No routes planned for you yet.' : 'No past routes.'}
        </Text>
      ) : (
        <Stack
          gap="sm"
          aria-label={when === 'upcoming' ? 'Upcoming routes' : 'Past routes'}
          role="list"
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows.map((route) => (
            <div role="listitem" key={route.id}>
              <RouteCard route={route} />
            </div>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        {pageCount > 1 ? <TablePagination page={page} pageCount={pageCount} onPageChange={(next) => go({ page: next })} /> : <span />}
        {rows.length > 0 && (
          <Button variant="subtle" size="sm" onClick={() => downloadCsv(`routes-${when}-page-${page}.csv`, toCsv(CSV_COLUMNS, rows))}>
            Export CSV
          </Button>
        )}
      </Group>
    </PageFrame>
  );
}
