import { Link } from 'react-router';
import { Alert, Anchor, Button, List, Loader, Stack, Text } from '@mantine/core';
import { href, type CurrentUser } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useFinishInvitation } from '../api/finish';
import { INVITE_ROUTES, MISSING_ITEM_SECTION, SECTION_LABELS, useInviteProgress } from '../progress';
import { ProgressList } from './progress-list';
import { StepActions, StepFrame } from './step-frame';

/** What the server still misses, each with a link to the step that completes it. */
function MissingList({ errors }: { errors: Record<string, string[]> }) {
  return (
    <List spacing="xs" size="sm" aria-label="Still missing">
      {Object.entries(errors).map(([item, messages]) => {
        const section = MISSING_ITEM_SECTION[item];
        return (
          <List.Item key={item}>
            {messages.join(' ')}{' '}
            {section && (
              <Anchor component={Link} to={href(INVITE_ROUTES[section])} size="sm">
                Go to {SECTION_LABELS[section].step}: {SECTION_LABELS[section].title.toLowerCase()}
              </Anchor>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

function Failure({ error }: { error: unknown }) {
  const { status, errors, message } = readServerError(error);
  if (status === 422 && errors) {
    return (
      <Alert color="orange" variant="light" title="Almost there" role="alert">
        <Stack gap="xs">
          {message && <Text size="sm">{message}</Text>}
          <MissingList errors={errors} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="Could not finish" role="alert">
      <Text size="sm">{formErrorText(error)}</Text>
      {status === 409 && (
        <Anchor component={Link} to={href('auth.login')} size="sm">
          Go to sign in
        </Anchor>
      )}
    </Alert>
  );
}

export interface FinishStepProps {
  /** The verified doctor, signed in with the main token. */
  onFinished: (user: CurrentUser) => void;
}

/** Last step: the server checks everything and verifies the doctor, or lists what is still missing. */
export function FinishStep({ onFinished }: FinishStepProps) {
  const progress = useInviteProgress();
  const finish = useFinishInvitation();
  const submit = async () => {
    try {
      onFinished(await finish.mutateAsync());
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <StepFrame title="Finish" description="Check that everything is in place, then finish to start using the portal.">
      {progress.isLoading ? <Loader size="sm" aria-label="Loading your progress" /> : <ProgressList done={progress.done} />}
      {finish.isError && <Failure error={finish.error} />}
      <StepActions
        back={href(INVITE_ROUTES.agreement)}
        next={
          <Button onClick={() => void submit()} loading={finish.isPending}>
            Finish verification
          </Button>
        }
      />
    </StepFrame>
  );
}
