import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { EndState, EndStateText } from '../../../../components';
import { formErrorText, readServerError } from '../../../../lib/http-error';
import { useCurrentUser } from '../../../auth';
import { routeQueryOptions } from '../../api/get-route';
import { useMarkRouteItems } from '../../api/mark-route-items';
import { useRouteChangedRefresh } from '../../api/realtime';
import { idOf, isId, markItemsListHref, routeHref } from '../../routes';
import { PageFrame } from '../page-frame';
import { LoadTable } from './load-table';
import { ScanBox } from './scan-box';
import { loadLinesOf, matchScan, type LoadLine } from './scan-match';

type Message = { tone: 'error' | 'ok'; text: string } | null;

/** `supplier.shipping-manage.mark-items.show`: loading one van, item by item, by scanning SKUs and serials. */
export function MarkItemsPage() {
  const routeId = idOf(useParams().routeId);
  const { user } = useCurrentUser();
  const route = useQuery({ ...routeQueryOptions(routeId), enabled: isId(routeId) });
  useRouteChangedRefresh(user?.account?.id ?? null, routeId);
  const mark = useMarkRouteItems(routeId);
  const [awaiting, setAwaiting] = useState<LoadLine | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const input = useRef<HTMLInputElement>(null);
  const back = { to: markItemsListHref(), label: 'Routes to load' };

  if (!isId(routeId) || route.isError)
    return (
      <PageFrame title="Load the van" back={back}>
        <EndState kind="warning" title={route.isError && readServerError(route.error).status !== 404 ? 'The route could not be loaded' : 'Route not found'} onRetry={route.isError ? () => void route.refetch() : undefined}>
          <EndStateText>{route.isError ? formErrorText(route.error) : 'The route does not exist.'}</EndStateText>
        </EndState>
      </PageFrame>
    );
  if (!route.data)
    return (
      <PageFrame title="Load the van" back={back}>
        <Loader size="sm" aria-label="Loading the route" />
      </PageFrame>
    );

  const r = route.data;
  const lines = loadLinesOf(r);
  const loaded = lines.filter((l) => l.item.loaded_at).length;

  const send = async (line: LoadLine, serial?: string) => {
    setMessage(null);
    try {
      await mark.mutateAsync({ items: [{ id: line.item.id, ...(serial !== undefined ? { serial } : {}) }] });
      setAwaiting(null);
      setMessage({ tone: 'ok', text: `Loaded: ${line.item.name}${serial ? ` (serial ${serial})` : ''} for stop ${line.seq}.` });
    } catch (error) {
      const { status, errors, message: said } = readServerError(error);
      const detail = errors ? Object.values(errors).flat().join(' ') : said;
      setMessage({ tone: 'error', text: status === 422 && detail ? detail : formErrorText(error) });
    }
    input.current?.focus();
  };

  const onScan = (code: string) => {
    const result = matchScan(lines, code, awaiting);
    if (result.kind === 'mark') void send(result.line, result.serial);
    else if (result.kind === 'need-serial') {
      setAwaiting(result.line);
      setMessage({ tone: 'ok', text: `${result.line.item.name} is serialised: scan its serial.` });
    } else if (result.kind === 'already') setMessage({ tone: 'error', text: `${result.line.item.name} (${code}) is loaded already.` });
    else setMessage({ tone: 'error', text: `No item of this route has the SKU or serial “${code}”.` });
  };

  return (
    <PageFrame
      title={`Load the van · route #${r.id}`}
      description={`${r.driver.name} · ${r.stops} stops`}
      back={back}
      paper={false}
      actions={
        <Button variant="default" component={Link} to={routeHref(r.id)}>
          Open the route
        </Button>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {loaded} of {lines.length} items loaded
            </Text>
            {mark.isPending && <Loader size="xs" aria-label="Saving" />}
          </Group>
          <Progress value={lines.length ? (loaded / lines.length) * 100 : 0} color={loaded === lines.length ? 'green' : 'blue'} aria-label="Loaded items" />
          <ScanBox
            ref={input}
            hint={awaiting ? `Waiting for the serial of ${awaiting.item.name} (stop ${awaiting.seq}).` : 'Serialised items need their serial.'}
            message={message}
            onScan={onScan}
          />
          <LoadTable
            lines={lines}
            awaiting={awaiting?.item.id ?? null}
            onMark={(line) => void send(line)}
            onAskSerial={(line) => {
              setAwaiting(line);
              input.current?.focus();
            }}
          />
        </Stack>
      </Paper>
    </PageFrame>
  );
}
