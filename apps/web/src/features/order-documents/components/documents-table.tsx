import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { formatDate, type OrderDocument, type OrderDocumentsQuery } from '@dme/contract';
import { DataTable, Switch, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useIsMobile } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { useArchiveDocument } from '../api/archive-document';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument, openDocument } from '../api/document-file';
import { orderDocumentsQueryOptions, type DocumentListParams } from '../api/list-documents';
import type { DocumentSide } from '../api/side';
import { documentTypeTitle, sizeText } from './document-types';
import { SignatureDetails, SignedBadge } from './signature-details';

export interface DocumentsTableProps {
  side: DocumentSide;
  orderId: number;
  /** The caller holds `order document archive`. */
  mayArchive: boolean;
}

const failed = (error: unknown) => notify.error(formErrorText(error));

/** The order's documents, paged by the server: type, expiry, uploader, signature, open, download, archive, delete. */
export function DocumentsTable({ side, orderId, mayArchive }: DocumentsTableProps) {
  const confirm = useConfirm();
  const isMobile = useIsMobile();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [withArchived, setWithArchived] = useState(false);
  const archive = useArchiveDocument(side, orderId);
  const remove = useDeleteDocument(side, orderId);
  const query: DocumentListParams = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as OrderDocumentsQuery['sortBy'], sortType: state.sortType } : {}),
    ...(withArchived ? { archived: '1' as const } : {}),
  };
  const list = useQuery(orderDocumentsQueryOptions(side, orderId, query));

  const archiveDocument = async (doc: OrderDocument) => {
    const confirmed = await confirm({
      item_data: doc,
      text: `Archive “${doc.original_name}”? It is kept with the order but leaves the current list.`,
      confirmLabel: 'Archive',
    });
    if (!confirmed) return;
    await archive.mutateAsync(doc.id);
    notify.success(`${doc.original_name} was archived`);
  };
  const deleteDocument = async (doc: OrderDocument) => {
    const confirmed = await confirm({
      item_data: doc,
      text: `Delete “${doc.original_name}”? This cannot be undone.`,
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!confirmed) return;
    await remove.mutateAsync(doc.id);
    notify.success(`${doc.original_name} was deleted`);
  };

  const nameCell = (d: OrderDocument) => (
    <Stack gap={2} miw={200}>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {d.original_name}
      </Text>
      <Group gap={6}>
        <Text fz="xs" c="dimmed">
          {sizeText(d.size)}
        </Text>
        {d.signature && <SignedBadge signature={d.signature} />}
        {d.archived_at && (
          <Badge size="xs" color="gray" variant="light">
            Archived
          </Badge>
        )}
      </Group>
      {d.signature && <SignatureDetails signature={d.signature} />}
    </Stack>
  );

  const actions = (d: OrderDocument, justify: 'flex-start' | 'flex-end' = 'flex-end') => {
    // A signed PDF is the record of a signature: the server refuses to delete it (409), so it is not offered.
    const mayDelete = d.is_owner && !d.signature;
    const mayArchiveThis = mayArchive && !d.archived_at;
    return (
      <Group gap={4} justify={justify} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => void openDocument(side, d).catch(failed)} aria-label={`Open ${d.original_name}`}>
          Open
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void downloadDocument(side, d).catch(failed)}
          aria-label={`Download ${d.original_name}`}
        >
          Download
        </Button>
        {(mayArchiveThis || mayDelete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${d.original_name}`}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {mayArchiveThis && <Menu.Item onClick={() => void archiveDocument(d).catch(failed)}>Archive</Menu.Item>}
              {mayDelete && (
                <Menu.Item color="red" onClick={() => void deleteDocument(d).catch(failed)}>
                  Delete
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    );
  };

  const columns: DataTableColumn<OrderDocument>[] = [
    {
      key: 'original_name',
      title: 'Document',
      sortable: true,
      render: (d) => nameCell(d),
    },
    { key: 'type', title: 'Type', sortable: true, render: (d) => documentTypeTitle(d.type) },
    {
      key: 'created_at',
      title: 'Uploaded',
      sortable: true,
      render: (d) => (
        <Stack gap={0}>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(d.created_at)}
          </Text>
          <Text fz="xs" c="dimmed">
            {d.uploaded_by_name ?? ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'expires_at', title: 'Expires', render: (d) => (d.expires_at ? formatDate(d.expires_at) : '—') },
    { key: 'actions', title: 'Actions', align: 'right', csv: false, render: (d) => actions(d) },
  ];

  // A phone gets one column: the name, the facts under it and the buttons, instead of a table to scroll sideways.
  const mobileColumns: DataTableColumn<OrderDocument>[] = [
    {
      key: 'original_name',
      title: 'Document',
      render: (d) => (
        <Stack gap={4}>
          {nameCell(d)}
          <Text fz="xs" c="dimmed">
            {documentTypeTitle(d.type)} · uploaded {formatDate(d.created_at)}
            {d.uploaded_by_name ? ` by ${d.uploaded_by_name}` : ''}
            {d.expires_at ? ` · expires ${formatDate(d.expires_at)}` : ''}
          </Text>
          {actions(d, 'flex-start')}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label="Order documents"
      columns={isMobile ? mobileColumns : columns}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      emptyText={list.isError ? formErrorText(list.error) : withArchived ? 'No documents' : 'No documents yet'}
      withSettings={false}
      toolbar={
        <Switch
          size="md"
          label="Show archived"
          checked={withArchived}
          onChange={(next) => {
            setWithArchived(next);
            setState((current) => ({ ...current, page: 1 }));
          }}
        />
      }
    />
  );
}
