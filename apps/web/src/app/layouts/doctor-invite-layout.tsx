import { Outlet, useMatches } from 'react-router';
import { Box, Container, Paper, Stack, Stepper, Text } from '@mantine/core';
import { Brand } from '../../components/brand';
import { useIsMobile } from '../../lib/media';
import { matchedDeclaration } from '../router/route-handle';

/** The wizard's steps (route names `invite-doctor.<step>`), in order. */
export const INVITE_STEPS = [
  { name: 'invite-doctor.hello', label: 'Hello' },
  { name: 'invite-doctor.step_1', label: 'Step 1' },
  { name: 'invite-doctor.step_2', label: 'Step 2' },
  { name: 'invite-doctor.step_3', label: 'Step 3' },
  { name: 'invite-doctor.finish', label: 'Finish' },
] as const;

/** Index of the step a route name belongs to (0 when unknown). */
export function inviteStepIndex(routeName: string | undefined): number {
  const index = INVITE_STEPS.findIndex((step) => step.name === routeName);
  return index < 0 ? 0 : index;
}

/** Doctor invitation: the wizard frame with its five steps; each step's page renders inside. */
export function DoctorInviteLayout() {
  const route = matchedDeclaration(useMatches());
  const isMobile = useIsMobile();
  const active = inviteStepIndex(route?.name);
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" data-layout="doctor-invite">
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Brand size="lg" />
            <Text c="dimmed" size="sm">
              Doctor verification
            </Text>
          </Stack>
          <Stepper active={active} size="sm" allowNextStepsSelect={false} orientation="horizontal" iconSize={isMobile ? 28 : 34} aria-label="Invitation steps">
            {INVITE_STEPS.map((step) => (
              <Stepper.Step key={step.name} label={isMobile ? undefined : step.label} aria-label={step.label} />
            ))}
          </Stepper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
