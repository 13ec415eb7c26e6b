import { Link } from 'react-router';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { href } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { INVITE_ROUTES, useInviteProgress } from '../progress';
import { ProgressList } from './progress-list';
import { StepActions, StepFrame } from './step-frame';

/** First screen of the wizard: who is being verified, what the steps are, and where to carry on. */
export function HelloStep() {
  const { user } = useCurrentUser();
  const progress = useInviteProgress();
  const started = progress.done.profile || progress.done.office || progress.done.agreement;
  return (
    <StepFrame
      title={user ? `Welcome, ${user.name}` : 'Welcome'}
      description={
        user?.account
          ? `${user.account.name} has been invited to the DME Portal. Verify your account in three short steps; your progress is saved as you go.`
          : 'Verify your account in three short steps; your progress is saved as you go.'
      }
    >
      {progress.isLoading ? (
        <Loader size="sm" aria-label="Loading your progress" />
      ) : (
        <Stack gap="md">
          <ProgressList done={progress.done} />
          <Text size="sm" c="dimmed">
            Once all three are done, finish to start ordering equipment for your patients.
          </Text>
        </Stack>
      )}
      <StepActions
        next={
          <Button component={Link} to={href(progress.isLoading ? INVITE_ROUTES.profile : started ? progress.next : INVITE_ROUTES.profile)}>
            {started ? 'Continue' : 'Start'}
          </Button>
        }
      />
    </StepFrame>
  );
}
