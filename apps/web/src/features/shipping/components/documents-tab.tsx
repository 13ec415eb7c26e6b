import { useRef } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SuborderDetail } from '@dme/contract';
import { FormErrorText, UploadProgress, useUploadTracker } from '../../../components';
import { formErrorText, isCancel } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { openDocument, OrderDocumentsPanel } from '../../order-documents';
import { mayEditShipping, usePermission } from '../access';
import { useUploadSignedAob } from '../api/upload-signed-aob';

const AOB_TYPES = 'application/pdf,image/png,image/jpeg';

function OpenButton({ mediaId, label }: { mediaId: number | null; label: string }) {
  if (mediaId === null) {
    return (
      <Text fz="sm" c="dimmed">
        {label}: not yet
      </Text>
    );
  }
  const open = () => openDocument('supplier', { id: mediaId }).catch((error: unknown) => notify.error(formErrorText(error)));
  return (
    <Button variant="light" size="xs" onClick={() => void open()}>
      Open {label.toLowerCase()}
    </Button>
  );
}

/** The signed assignment of benefits and the proof of delivery of this shipment, and the upload of a signed AOB. */
function DeliveryPapers({ suborder }: { suborder: SuborderDetail }) {
  const upload = useUploadSignedAob(suborder.id, suborder.order_id);
  const mayUpload = mayEditShipping(usePermission(), suborder.status);
  const sending = useUploadTracker();
  const resetRef = useRef<() => void>(null);

  const send = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    upload.mutate(
      { file, ...sending.start() },
      {
        onSuccess: (after) =>
          notify.success(after.status === 'delivered' ? 'The signed AOB was saved; the suborder is delivered' : 'The signed AOB was saved'),
        onSettled: sending.stop,
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Delivery papers">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Delivery papers
        </Title>
        <Group gap="sm" wrap="wrap">
          <OpenButton mediaId={suborder.signed_aob_media_id} label="Signed AOB" />
          <OpenButton mediaId={suborder.proof_of_delivery_media_id} label="Proof of delivery" />
          {mayUpload && (
            <FileButton onChange={send} accept={AOB_TYPES} resetRef={resetRef}>
              {(props) => (
                <Button size="xs" loading={upload.isPending} {...props}>
                  Upload signed AOB
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {suborder.status === 'pending_aob' && (
          <Text fz="sm" c="orange">
            Delivered without the signed AOB: uploading it completes the delivery.
          </Text>
        )}
        {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} label="Signed AOB upload progress" />}
        <FormErrorText error={isCancel(upload.error) ? null : upload.error} />
      </Stack>
    </Paper>
  );
}

/** `supplier.shipping.show.documents`: the shipment's papers, then every document of its order. */
export function DocumentsTab({ suborder }: { suborder: SuborderDetail }) {
  return (
    <Stack gap="md" pt="md">
      <DeliveryPapers suborder={suborder} />
      <OrderDocumentsPanel orderId={suborder.order_id} side="supplier" order={{ status: suborder.order_status, deleted_at: null }} />
    </Stack>
  );
}
