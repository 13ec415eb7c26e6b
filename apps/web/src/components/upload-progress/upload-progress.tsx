import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatMegabytes, type UploadProgressEvent } from '../../lib/upload';

export interface UploadProgressProps {
  progress: UploadProgressEvent;
  /** Stops the upload; no Cancel button without it. */
  onCancel?: () => void;
  /** Accessible name of the bar. */
  label?: string;
}

/** The bytes of an upload sent so far ("12.3 of 15.0 MB") on a bar, with a Cancel button. */
export function UploadProgress({ progress, onCancel, label = 'Upload progress' }: UploadProgressProps) {
  const { loaded, total } = progress;
  const percent = total > 0 ? Math.min(100, (loaded / total) * 100) : 0;
  const text = total > 0 ? `${formatMegabytes(loaded).replace(' MB', '')} of ${formatMegabytes(total)}` : formatMegabytes(loaded);
  const finishing = total > 0 && loaded >= total;
  return (
    <Stack gap={4} w="100%" data-testid="upload-progress">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {finishing ? 'Sent, the server is checking the file…' : `Uploading: ${text}`}
        </Text>
        {onCancel && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={percent} animated={!finishing} aria-label={label} aria-valuetext={text} />
      </Progress.Root>
    </Stack>
  );
}
