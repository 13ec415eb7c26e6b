import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderDocument } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { openDocument, SignatureDetails, SignedBadge } from '../../order-documents';

/** The PDFs a signature produced, each with its signature details and an Open button. */
export function SignedDocuments({ documents }: { documents: readonly OrderDocument[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Signed documents">
      {documents.map((d) => (
        <Paper key={d.id} component="li" withBorder radius="sm" p="sm" style={{ listStyle: 'none' }}>
          <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
            <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap="xs">
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {d.original_name}
                </Text>
                {d.signature && <SignedBadge signature={d.signature} />}
              </Group>
              {d.signature && <SignatureDetails signature={d.signature} />}
            </Stack>
            <Button
              size="xs"
              variant="light"
              aria-label={`Open ${d.original_name}`}
              onClick={() => void openDocument('doctor', d).catch((error: unknown) => notify.error(formErrorText(error)))}
            >
              Open
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
