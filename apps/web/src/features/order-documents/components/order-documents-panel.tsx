import { Paper, Stack, Text, Title } from '@mantine/core';
import { can, orderPermission } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import type { DocumentSide } from '../api/side';
import { DoctorRequests } from './doctor-requests';
import { DocumentsTable } from './documents-table';
import { SupplierRequests } from './supplier-requests';
import { UploadForm } from './upload-form';

/** The permission the server checks before archiving a document. */
export const ARCHIVE_DOCUMENT = 'order document archive';

export interface OrderDocumentsPanelProps {
  orderId: number;
  side: DocumentSide;
  /**
   * The order's status and archive state, when the host has them: staff without `order edit {status}`, and
   * everyone on an archived order, are then not offered uploads and requests the server would refuse. Without
   * it the forms show and the server's answer is shown in place.
   */
  order?: { status: number; deleted_at: string | null };
}

/** The documents of an order for either side: requests, upload, and the list with signatures, open, download, archive. */
export function OrderDocumentsPanel({ orderId, side, order }: OrderDocumentsPanelProps) {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  const allowed = (key: string) => user !== null && can(user, key, locationId);
  const mayEdit = user !== null && (order ? !order.deleted_at && allowed(orderPermission('edit', order.status)) : true);
  const readOnly = user !== null && !mayEdit && order ? readOnlyText(order) : null;

  return (
    <Stack gap="lg" data-testid="order-documents-panel">
      {side === 'supplier' ? (
        <SupplierRequests orderId={orderId} mayEdit={mayEdit} />
      ) : (
        <DoctorRequests orderId={orderId} mayEdit={mayEdit} />
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Documents">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Documents
          </Title>
          {mayEdit && <UploadForm side={side} orderId={orderId} />}
          {readOnly && (
            <Text fz="sm" c="dimmed">
              {readOnly}
            </Text>
          )}
          <DocumentsTable side={side} orderId={orderId} mayArchive={allowed(ARCHIVE_DOCUMENT)} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Why the forms are not offered (the user is known and may not change this order's documents). */
function readOnlyText(order: { status: number; deleted_at: string | null }): string {
  return order.deleted_at
    ? 'The order is archived: its documents can be read but no longer added or requested.'
    : `Adding or requesting documents in this status needs the “${orderPermission('edit', order.status)}” permission.`;
}
