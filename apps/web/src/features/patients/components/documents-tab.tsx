import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { can, formatDate, type Media, type MediaListQuery, type MediaType, type Patient } from '@dme/contract';
import { DataTable, MEDIA_TYPE_TITLES, Switch, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import { useArchiveMedia } from '../api/archive-media';
import { useDeleteMedia } from '../api/delete-media';
import { mediaListQueryOptions, type MediaListParams } from '../api/list-media';
import type { PatientSide } from '../api/side';
import { fileActions, MediaPreviewModal, MediaThumb } from './media-preview';
import { UploadForm } from './upload-form';

/** The permission the server checks before archiving a document. */
export const ARCHIVE_DOCUMENT = 'order document archive';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The patient's documents: upload, list (paged by the server), preview, open, download, archive, delete. */
export function DocumentsTab({ side, patient }: { side: PatientSide; patient: Patient }) {
  const confirm = useConfirm();
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  const mayArchive = user !== null && can(user, ARCHIVE_DOCUMENT, locationId);
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [withArchived, setWithArchived] = useState(false);
  const [previewing, setPreviewing] = useState<Media | null>(null);
  const archive = useArchiveMedia(side, patient.id);
  const remove = useDeleteMedia(side, patient.id);
  const query: MediaListParams = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as MediaListQuery['sortBy'], sortType: state.sortType } : {}),
    ...(withArchived ? { archived: '1' as const } : {}),
  };
  const list = useQuery(mediaListQueryOptions(side, patient.id, query));

  const archiveDocument = async (media: Media) => {
    if (
      !(await confirm({
        item_data: media,
        text: `Archive “${media.original_name}”? It is kept but leaves the current list.`,
        confirmLabel: 'Archive',
      }))
    )
      return;
    await archive.mutateAsync(media.id);
    notify.success(`${media.original_name} was archived`);
  };
  const deleteDocument = async (media: Media) => {
    if (
      !(await confirm({
        item_data: media,
        text: `Delete “${media.original_name}”? This cannot be undone.`,
        confirmLabel: 'Delete',
        color: 'red',
      }))
    )
      return;
    await remove.mutateAsync(media.id);
    notify.success(`${media.original_name} was deleted`);
  };

  const columns: DataTableColumn<Media>[] = [
    { key: 'thumb', title: 'Preview', width: 60, csv: false, render: (m) => <MediaThumb side={side} media={m} /> },
    {
      key: 'original_name',
      title: 'Name',
      sortable: true,
      render: (m) => (
        <Stack gap={0} miw={160}>
          <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {m.original_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {sizeText(m.size)}
            {m.archived_at && (
              <Badge ml={6} size="xs" color="gray" variant="light">
                Archived
              </Badge>
            )}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', title: 'Type', sortable: true, render: (m) => MEDIA_TYPE_TITLES[m.type as MediaType] ?? m.type },
    {
      key: 'created_at',
      title: 'Uploaded',
      sortable: true,
      render: (m) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(m.created_at)}
          <Text span fz="xs" c="dimmed" display="block">
            {m.uploaded_by_name ?? ''}
          </Text>
        </Text>
      ),
    },
    { key: 'expires_at', title: 'Expires', render: (m) => formatDate(m.expires_at) },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (m) => {
        const actions = fileActions(side, m);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setPreviewing(m)}>
              Preview
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${m.original_name}`}>
                  ⋯
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={actions.open}>Open</Menu.Item>
                <Menu.Item onClick={actions.download}>Download</Menu.Item>
                {mayArchive && !m.archived_at && (
                  <Menu.Item onClick={() => void archiveDocument(m).catch(() => undefined)}>Archive</Menu.Item>
                )}
                {m.is_owner && (
                  <Menu.Item color="red" onClick={() => void deleteDocument(m).catch(() => undefined)}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <UploadForm side={side} patientId={patient.id} />
      <DataTable
        label="Documents"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : 'No documents yet'}
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
      <MediaPreviewModal side={side} media={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
