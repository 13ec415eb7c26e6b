import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { OptimizedPlan, OptimizeProgress } from '@dme/contract';
import { formErrorText } from '../../../../lib/http-error';
import { notify } from '../../../../lib/notify';
import { useCurrentUser } from '../../../auth';
import { activeDriversQueryOptions } from '../../api/list-drivers';
import { useOptimizeRoutes } from '../../api/optimize-routes';
import { useOptimizeProgress } from '../../api/realtime';
import { tomorrow } from '../../format';
import { routesListHref, schedulerHref } from '../../routes';
import { PageFrame } from '../page-frame';
import { routeOrder } from '../scheduler/board-moves';
import { OptimizeProgressBar } from './optimize-progress';
import { PlanResult } from './plan-result';

/** `supplier.shipping-manage.auto-scheduler`: the optimiser proposes the day's routes; the planner saves them. */
export function AutoSchedulerPage() {
  const { user } = useCurrentUser();
  const drivers = useQuery(activeDriversQueryOptions());
  // The company's tomorrow (the user's zone): late in the evening the browser's date may already be the next day.
  const [date, setDate] = useState(() => tomorrow(user?.time_zone || undefined));
  const [picked, setPicked] = useState<string[] | null>(null);
  const [seconds, setSeconds] = useState<number | ''>(5);
  const [progress, setProgress] = useState<OptimizeProgress | null>(null);
  const [proposal, setProposal] = useState<{ plan: OptimizedPlan; driverIds: number[] } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const optimize = useOptimizeRoutes();
  const save = useOptimizeRoutes();
  useOptimizeProgress(user?.id ?? null, (p) => {
    if (optimize.isPending) setProgress(p);
  });

  // All active drivers until the planner unticks one.
  const chosen = picked ?? (drivers.data ?? []).map((d) => String(d.id));
  const driverIds = chosen.map(Number);

  const run = async () => {
    setError(null);
    setProgress(null);
    setProposal(null);
    setSaved(null);
    try {
      const plan = await optimize.mutateAsync({ date, driver_ids: driverIds, seconds: seconds === '' ? 5 : seconds, save: false });
      setProposal({ plan, driverIds });
    } catch (failure) {
      setError(formErrorText(failure));
    }
  };
  const savePlan = async () => {
    if (!proposal) return;
    setError(null);
    try {
      const plan = proposal.plan.routes.map((r) => ({ driver_id: r.driver.id, suborder_ids: routeOrder(r) }));
      await save.mutateAsync({ date, driver_ids: proposal.driverIds, plan, save: true });
      notify.success('The routes were saved');
      setSaved(date);
      setProposal(null);
    } catch (failure) {
      setError(formErrorText(failure));
    }
  };

  return (
    <PageFrame
      title="Auto-scheduler"
      description="The optimiser spreads the day’s unassigned suborders over the drivers, within their shifts, capacities, skills and the agreed windows."
      paper={false}
      actions={
        <Button variant="default" component={Link} to={schedulerHref()}>
          Scheduler
        </Button>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="form" aria-label="Optimise" onSubmit={(e) => (e.preventDefault(), void run())}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={480}>
            <TextInput type="date" label="Day" value={date} onChange={(e) => setDate(e.currentTarget.value)} required />
            <NumberInput
              label="Time budget, seconds"
              min={0.5}
              max={60}
              step={1}
              decimalScale={1}
              value={seconds}
              onChange={(v) => setSeconds(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            />
          </SimpleGrid>
          {drivers.isError && <Alert color="red">{formErrorText(drivers.error)}</Alert>}
          <Checkbox.Group label="Drivers" value={chosen} onChange={setPicked}>
            <Group gap="md" mt={6}>
              {(drivers.data ?? []).map((d) => (
                <Checkbox key={d.id} value={String(d.id)} label={d.name} />
              ))}
              {drivers.data?.length === 0 && <Text fz="sm">No active drivers.</Text>}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={optimize.isPending} disabled={driverIds.length === 0 || !date}>
              Propose routes
            </Button>
          </Group>
          {optimize.isPending && <OptimizeProgressBar progress={progress} />}
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" title="The optimiser could not plan the day" role="alert">
          {error}
        </Alert>
      )}
      {saved && (
        <Alert color="green" title="The plan was saved" role="status">
          <Link to={routesListHref(saved)}>Open the routes of the day</Link>
        </Alert>
      )}
      {proposal && (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-label="Proposal" component="section">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>Proposal</Text>
            <Button onClick={() => void savePlan()} loading={save.isPending} disabled={proposal.plan.routes.length === 0}>
              Save plan
            </Button>
          </Group>
          <PlanResult plan={proposal.plan} timeZone={user?.time_zone || undefined} />
        </Paper>
      )}
    </PageFrame>
  );
}
