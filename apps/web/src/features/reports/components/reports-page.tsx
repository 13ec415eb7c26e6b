import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Container, Group, Loader, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { href, type ReportPdfQuery } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { openReportPdf } from '../api/report-pdf';
import { PeriodPicker } from './period-picker';
import { usePeriod } from './period';
import type { ReportChartProps } from './report-chart';

const NAV = [
  { key: 'agents', label: 'Agents', route: 'supplier.reports.agents.list' },
  { key: 'bills', label: 'Bills', route: 'supplier.reports.bills' },
  { key: 'drivers', label: 'Drivers', route: 'supplier.reports.drivers.list' },
] as const;
export type ReportsNavKey = (typeof NAV)[number]['key'];

const Chart = lazy(() => import('./report-chart'));

/** A chart that loads its library on first show; while it loads, the table beside it is already readable. */
export function LazyChart(props: ReportChartProps) {
  if (props.data.length === 0) return null;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Chart {...props} />
    </Suspense>
  );
}

export interface ReportsPageProps {
  nav: ReportsNavKey;
  title: string;
  intro: ReactNode;
  /** What the PDF button prints (the period is added). */
  pdf: Omit<ReportPdfQuery, 'date_from' | 'date_to'>;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** Every report: title, the reports bar, the period, a PDF of what is shown, then the report. */
export function ReportsPage({ nav, title, intro, pdf, back, actions, children }: ReportsPageProps) {
  const { period, search } = usePeriod();
  const [opening, setOpening] = useState(false);
  const print = async () => {
    setOpening(true);
    try {
      await openReportPdf({ ...pdf, ...period } as ReportPdfQuery);
    } catch (error) {
      notify.error(formErrorText(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm">
            ← {back.label}
          </Anchor>
        )}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
          <Group gap="xs">
            {actions}
            <Button variant="light" loading={opening} onClick={() => void print()}>
              PDF
            </Button>
          </Group>
        </Group>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs value={nav} activateTabWithKeyboard={false}>
            <Tabs.List aria-label="Reports" style={{ flexWrap: 'nowrap' }}>
              {NAV.map((n) => (
                <Tabs.Tab key={n.key} value={n.key} renderRoot={(props) => <Link to={href(n.route) + search} {...props} />}>
                  {n.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        <PeriodPicker />
        {children}
      </Stack>
    </Container>
  );
}

/** A report query's failure, with a retry. */
export function ReportError({ error, retry }: { error: unknown; retry: () => unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{formErrorText(error)}</Text>
        <Button size="xs" variant="light" onClick={() => void retry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
