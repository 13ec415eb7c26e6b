import { Progress, Stack, Text } from '@mantine/core';
import type { OptimizeProgress } from '@dme/contract';

/** The solver at work: time used of its budget and the best plan's cost so far (pushed on the planner's channel). */
export function OptimizeProgressBar({ progress }: { progress: OptimizeProgress | null }) {
  const share = progress && progress.budget_ms > 0 ? Math.min(100, (progress.elapsed_ms / progress.budget_ms) * 100) : 100;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Progress value={share} animated striped={!progress} aria-label="Optimisation progress" />
      <Text fz="xs" c="dimmed">
        {progress
          ? `${(progress.elapsed_ms / 1000).toFixed(1)} s of ${(progress.budget_ms / 1000).toFixed(1)} s · ${progress.iteration} iterations · best cost ${Math.round(progress.best_cost)} · ${progress.unassigned} unassigned`
          : 'Planning the routes…'}
      </Text>
    </Stack>
  );
}
