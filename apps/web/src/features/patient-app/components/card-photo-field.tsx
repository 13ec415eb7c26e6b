import { useEffect, useMemo } from 'react';
import { Button, FileButton, Image, Paper, Stack, Text } from '@mantine/core';
import { TAP } from './page-frame';

/** The photo shown back to the patient; its object URL is released when it changes or leaves. */
function Preview({ photo, alt }: { photo: Blob; alt: string }) {
  const url = useMemo(() => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <Image src={url} alt={alt} radius="md" mah={200} fit="contain" /> : null;
}

/**
 * One side of the card straight from the back camera (a file picker on a laptop). `onPick` gets the original; the
 * page shrinks it before keeping it.
 */
export function CardPhotoField({
  side,
  photo,
  busy,
  error,
  onPick,
}: {
  side: 'front' | 'back';
  photo: Blob | null;
  busy: boolean;
  error?: string;
  onPick: (file: File) => void;
}) {
  const label = side === 'front' ? 'Front of the card' : 'Back of the card';
  return (
    <Paper withBorder radius="md" p="md" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      <Stack gap="xs">
        <Text fw={600} fz="md">
          {label}
        </Text>
        {photo && <Preview photo={photo} alt={`${label} as photographed`} />}
        <FileButton
          onChange={(f) => f && onPick(f)}
          accept="image/*"
          capture="environment"
          inputProps={{ 'aria-label': `${label} photo`, name: side }}
        >
          {(props) => (
            <Button {...TAP} {...props} size="lg" variant={photo ? 'outline' : 'filled'} loading={busy} fullWidth>
              {photo ? 'Retake photo' : `Take photo of the ${side}`}
            </Button>
          )}
        </FileButton>
        {error && (
          <Text c="red.8" fz="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
