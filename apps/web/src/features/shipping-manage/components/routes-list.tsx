import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Select as MantineSelect, TextInput } from '@mantine/core';
import type { RouteStatus } from '@dme/contract';
import { DataTable, TABLE, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { activeDriversQueryOptions } from '../api/list-drivers';
import { routesExport, routesQueryOptions } from '../api/list-routes';
import { routeHref } from '../routes';
import { ROUTE_STATUS_OPTIONS } from './badges';
import { ROUTE_COLUMNS } from './route-columns';

export interface RoutesListProps {
  /** One driver's routes (the driver screen): the driver filter is fixed and hidden. */
  driverId?: number;
  fileName?: string;
}

/** Delivery routes, newest day first, filtered by day, driver and status (the day filter lives in the URL). */
export function RoutesList({ driverId, fileName = 'routes.csv' }: RoutesListProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const date = params.get('date') ?? '';
  const [pickedDriver, setPickedDriver] = useState<string | null>(null);
  const [status, setStatus] = useState<RouteStatus | null>(null);
  const drivers = useQuery({ ...activeDriversQueryOptions(), enabled: driverId === undefined });
  const driver = driverId ?? (pickedDriver ? Number(pickedDriver) : undefined);
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as 'date', sortType: state.sortType } : {};
  const filters = { ...(date ? { date } : {}), ...(driver ? { driver_id: driver } : {}), ...(status ? { status } : {}) };
  const list = useQuery(routesQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="date"
          aria-label="Day"
          value={date}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setParams((current) => {
              if (next) current.set('date', next);
              else current.delete('date');
              return current;
            });
            firstPage();
          }}
          style={{ flex: '0 1 170px' }}
        />
        {driverId === undefined && (
          <MantineSelect
            aria-label="Driver"
            placeholder="Every driver"
            clearable
            searchable
            data={(drivers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={pickedDriver}
            onChange={(value) => {
              setPickedDriver(value);
              firstPage();
            }}
            style={{ flex: '0 1 220px' }}
          />
        )}
        <MantineSelect
          aria-label="Route status"
          placeholder="Any status"
          clearable
          data={ROUTE_STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value as RouteStatus | null);
            firstPage();
          }}
          style={{ flex: '0 1 170px' }}
        />
      </Group>
      <DataTable
        label="Routes"
        columns={ROUTE_COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(
          list,
          date || pickedDriver || status ? 'No route matches' : driverId ? 'No routes for this driver yet.' : 'No routes yet. Plan them on the scheduler.',
        )}
        onRowClick={(r) => void navigate(routeHref(r.id))}
        exportList={{ ...routesExport({ ...sort, ...filters }, fileName), columns: ROUTE_COLUMNS }}
      />
    </>
  );
}
