import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';

/** The chosen photo; its object URL is released once the image has drawn (it stays on screen). */
function PhotoPreview({ photo }: { photo: File }) {
  const [url] = useState(() => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null));
  if (!url) return null;
  return <Image src={url} alt="Delivery photo" radius="md" mah={220} fit="contain" onLoad={() => URL.revokeObjectURL(url)} />;
}

/** An optional proof photo straight from the back camera (a file picker on a laptop). */
export function PhotoField({ photo, onChange }: { photo: File | null; onChange: (photo: File | null) => void }) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Photo (optional)
      </Text>
      {photo && <PhotoPreview key={`${photo.name}-${photo.size}-${photo.lastModified}`} photo={photo} />}
      <Group gap="xs" grow>
        <FileButton onChange={onChange} accept="image/*" capture="environment" inputProps={{ 'aria-label': 'Photo file' }}>
          {(props) => (
            <Button {...props} size="md" variant="light">
              {photo ? 'Retake photo' : 'Take photo'}
            </Button>
          )}
        </FileButton>
        {photo && (
          <Button size="md" variant="subtle" color="red" onClick={() => onChange(null)}>
            Remove photo
          </Button>
        )}
      </Group>
    </Stack>
  );
}
