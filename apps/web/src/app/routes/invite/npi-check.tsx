import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { NpiCheckForm } from '../../../features/invite';

function idFromPath(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/invite/{userId}?code=...`: the invited doctor proves their NPI, then the wizard starts. */
export default function InviteNpiCheckPage() {
  const { userId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Doctor verification
        </Title>
        <Text c="dimmed" size="sm">
          You have been invited to the DME Portal. Confirm your NPI to set up your account.
        </Text>
      </Stack>
      <NpiCheckForm
        userId={idFromPath(userId)}
        code={params.get('code')}
        onVerified={() => void navigate(href('invite-doctor.hello'), { replace: true })}
      />
    </Stack>
  );
}
