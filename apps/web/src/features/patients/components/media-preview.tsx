import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { Media } from '@dme/contract';
import { Modal } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { downloadMedia, mediaPreviewQueryOptions, openMediaInTab } from '../api/media-file';
import type { PatientSide } from '../api/side';
import { BlobFrame, BlobImage } from './blob-view';

const isImage = (media: Media) => media.mime.startsWith('image/');

/** A row's thumbnail: an image shows itself, a PDF a tile (its first page is in the preview pane). */
export function MediaThumb({ side, media }: { side: PatientSide; media: Media }) {
  const preview = useQuery({ ...mediaPreviewQueryOptions(side, media.id), enabled: isImage(media) });
  const box = { w: 44, h: 44, bg: 'gray.1', style: { borderRadius: 6, overflow: 'hidden', flexShrink: 0 } } as const;
  if (!isImage(media)) {
    return (
      <Center {...box} bg="red.0" aria-hidden>
        <Text fz={10} fw={700} c="red.8">
          {media.mime === 'application/pdf' ? 'PDF' : 'FILE'}
        </Text>
      </Center>
    );
  }
  return (
    <Center {...box}>
      {preview.data ? (
        <BlobImage blob={preview.data} mime={media.mime} alt="" width={44} height={44} style={{ objectFit: 'cover' }} />
      ) : (
        <Loader size="xs" />
      )}
    </Center>
  );
}

export const fileActions = (side: PatientSide, media: Media) => ({
  open: () => void openMediaInTab(side, media).catch((error: unknown) => notify.error(formErrorText(error))),
  download: () => void downloadMedia(side, media).catch((error: unknown) => notify.error(formErrorText(error))),
});

/** The preview pane: an image, or a PDF opened at its first page in the browser's viewer. */
export function MediaPreviewModal({ side, media, onClose }: { side: PatientSide; media: Media | null; onClose: () => void }) {
  return (
    <Modal opened={media !== null} onClose={onClose} title={media?.original_name ?? 'Preview'} size="xl">
      {media && <PreviewBody side={side} media={media} />}
    </Modal>
  );
}

function PreviewBody({ side, media }: { side: PatientSide; media: Media }) {
  const preview = useQuery(mediaPreviewQueryOptions(side, media.id));
  const actions = fileActions(side, media);
  return (
    <Stack gap="sm">
      <Box mih={200} style={{ display: 'grid', placeItems: 'center' }}>
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(preview.error)}
          </Alert>
        ) : !preview.data ? (
          <Loader aria-label="Loading the preview" />
        ) : isImage(media) ? (
          <BlobImage
            blob={preview.data}
            mime={media.mime}
            alt={`Preview of ${media.original_name}`}
            style={{ maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain' }}
          />
        ) : (
          <BlobFrame
            blob={preview.data}
            mime={media.mime}
            title={`Preview of ${media.original_name}`}
            style={{ width: '100%', height: '65vh', border: 0 }}
          />
        )}
      </Box>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={actions.open}>
          Open
        </Button>
        <Button onClick={actions.download}>Download</Button>
      </Group>
    </Stack>
  );
}
