import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, type CompanyDocumentType, type CompanyDocumentsQuery, type Media } from '@dme/contract';
import { DataTable, Select, TABLE, useConfirm, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument, openDocument } from '../api/document-file';
import { documentsQueryOptions, type DocumentsListQuery } from '../api/list-documents';
import { DOCUMENT_TYPE_OPTIONS, DOCUMENT_TYPE_TITLES, DocumentUploadForm } from './document-upload-form';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const typeTitle = (type: string) => DOCUMENT_TYPE_TITLES[type as CompanyDocumentType] ?? type;
const failed = (error: unknown) => notify.error(formErrorText(error));

/** The company's documents (licences, accreditation ...): upload, list, open, download and delete. */
export function DocumentsTab() {
  const confirm = useConfirm();
  const { user } = useCurrentUser();
  const isOwner = user !== null && !user.is_staff;
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<CompanyDocumentType | null>(null);
  const remove = useDeleteDocument();
  const query: DocumentsListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as CompanyDocumentsQuery['sortBy'], sortType: state.sortType } : {}),
    ...(searched ? { search: searched } : {}),
    ...(type ? { type } : {}),
  };
  const list = useQuery(documentsQueryOptions(query));

  const deleteDocument = async (media: Media) => {
    const answer = await confirm({
      item_data: media,
      text: `Delete “${media.original_name}”? This cannot be undone.`,
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!answer) return;
    await remove.mutateAsync(media.id);
    notify.success(`${media.original_name} was deleted`);
  };

  const columns: DataTableColumn<Media>[] = [
    {
      key: 'original_name',
      title: 'Name',
      sortable: true,
      render: (m) => (
        <Stack gap={0} miw={140}>
          <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {m.original_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {sizeText(m.size)}
          </Text>
          {/* On a phone, what the columns that give way would say. */}
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {[typeTitle(m.type), formatDate(m.created_at), m.expires_at ? `expires ${formatDate(m.expires_at)}` : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', title: 'Type', sortable: true, visibleFrom: 'sm', render: (m) => typeTitle(m.type), csv: (m) => typeTitle(m.type) },
    {
      key: 'created_at',
      title: 'Uploaded',
      sortable: true,
      visibleFrom: 'sm',
      render: (m) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(m.created_at)}
          <Text span fz="xs" c="dimmed" display="block">
            {m.uploaded_by_name ?? ''}
          </Text>
        </Text>
      ),
    },
    { key: 'expires_at', title: 'Expires', visibleFrom: 'sm', render: (m) => formatDate(m.expires_at) },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (m) => (
        // Wrapping: on a phone the buttons go one under another rather than push the table wider than the screen.
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => void openDocument(m).catch(failed)} aria-label={`Open ${m.original_name}`}>
            Open
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadDocument(m).catch(failed)}
            aria-label={`Download ${m.original_name}`}
          >
            Download
          </Button>
          {isOwner && m.is_owner && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => void deleteDocument(m).catch(() => undefined)}
              aria-label={`Delete ${m.original_name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        Documents
      </Title>
      {isOwner && <DocumentUploadForm />}
      <DataTable
        label="Company documents"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched || type ? 'No document matches' : 'No documents yet'}
        withSettings={false}
        // On a phone the action buttons sit off to the side: the row itself opens the document.
        onRowClick={(m) => void openDocument(m).catch(failed)}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <TextInput
              type="search"
              placeholder="File name"
              aria-label="Search documents"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setState((current) => ({ ...current, page: 1 }));
              }}
              w={{ base: 150, sm: 220 }}
            />
            <Select
              aria-label="Document type filter"
              placeholder="All types"
              clearable
              options={DOCUMENT_TYPE_OPTIONS}
              value={type}
              onChange={(id) => {
                setType(id === null ? null : (String(id) as CompanyDocumentType));
                setState((current) => ({ ...current, page: 1 }));
              }}
              w={{ base: 140, sm: 180 }}
            />
          </Group>
        }
      />
    </Stack>
  );
}
