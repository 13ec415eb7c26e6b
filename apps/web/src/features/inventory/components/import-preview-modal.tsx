import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { InventoryDefaultsResult } from '@dme/contract';
import { Modal, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveInventoryDefaults } from '../api/inventory-defaults';
import type { ParsedImport } from './csv-import';
import { ChangesTable, RowErrorsTable } from './defaults-result';
import { rowErrorsOf, type RowError } from './row-errors';

export interface ImportFile {
  /** A new one for each file read, even the same file again. */
  id: number;
  name: string;
  parsed: ParsedImport;
}

type Outcome =
  | { kind: 'checking' }
  | { kind: 'refused'; message: string; errors: RowError[] }
  | { kind: 'preview'; changes: InventoryDefaultsResult['data']['changes'] };

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The import's preview: the rows are checked here first, then by the server with `dry_run` (nothing changes);
 * "Apply" sends the same rows for real after a confirmation. All rows apply or none does.
 */
function ImportPreview({ file, onClose }: { file: ImportFile; onClose: () => void }) {
  const { parsed } = file;
  const preview = useSaveInventoryDefaults();
  const apply = useSaveInventoryDefaults();
  const confirm = useConfirm();
  const local = parsed.fileError !== null || parsed.errors.length > 0;
  const [outcome, setOutcome] = useState<Outcome>(
    local
      ? { kind: 'refused', message: parsed.fileError ?? 'Fix these rows in the file, then import it again.', errors: parsed.errors }
      : { kind: 'checking' },
  );
  const { mutateAsync: dryRun } = preview;

  useEffect(() => {
    if (local) return;
    let live = true;
    dryRun({ rows: parsed.rows, dry_run: true }).then(
      (result) => {
        if (live) setOutcome({ kind: 'preview', changes: result.changes });
      },
      (error: unknown) => {
        const refused = rowErrorsOf(error);
        if (live) setOutcome({ kind: 'refused', message: refused.message, errors: refused.rows });
      },
    );
    return () => {
      live = false;
    };
  }, [dryRun, local, parsed.rows]);

  const applyAll = async () => {
    if (outcome.kind !== 'preview') return;
    const answer = await confirm({
      text: `Apply ${plural(outcome.changes.length, 'change')} from ${file.name}? Quantities change through adjustment movements.`,
      confirmLabel: 'Apply',
    });
    if (!answer) return;
    try {
      const result = await apply.mutateAsync({ rows: parsed.rows, reason: `import ${file.name}`.slice(0, 200) });
      notify.success(`${plural(result.changes.length, 'change')} applied`);
      onClose();
    } catch (error) {
      const refused = rowErrorsOf(error);
      setOutcome({ kind: 'refused', message: refused.message, errors: refused.rows });
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        {file.name}: {plural(parsed.rows.length, 'row')}.
      </Text>
      {outcome.kind === 'checking' && (
        <Group gap="xs">
          <Loader size="sm" aria-label="Checking the file" />
          <Text fz="sm" c="dimmed">
            Checking the rows…
          </Text>
        </Group>
      )}
      {outcome.kind === 'refused' && (
        <>
          <Alert color="red" variant="light" title="Nothing was changed" role="alert">
            {outcome.message}
          </Alert>
          {outcome.errors.length > 0 && <RowErrorsTable errors={outcome.errors} labels={parsed.labels} />}
        </>
      )}
      {outcome.kind === 'preview' &&
        (outcome.changes.length === 0 ? (
          <Alert color="blue" variant="light">
            Nothing to change: the file matches your stock.
          </Alert>
        ) : (
          <>
            <Text fz="sm" fw={600}>
              {plural(outcome.changes.length, 'change')} to apply:
            </Text>
            <ChangesTable changes={outcome.changes} />
          </>
        ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={apply.isPending}>
          {outcome.kind === 'preview' ? 'Cancel' : 'Close'}
        </Button>
        <Button
          onClick={() => void applyAll()}
          loading={apply.isPending}
          disabled={outcome.kind !== 'preview' || outcome.changes.length === 0}
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

export interface ImportPreviewModalProps {
  /** The file read; kept while the modal fades out. */
  file: ImportFile | null;
  opened: boolean;
  onClose: () => void;
}

export function ImportPreviewModal({ file, opened, onClose }: ImportPreviewModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import stock CSV" size="xl">
      {file && <ImportPreview key={file.id} file={file} onClose={onClose} />}
    </Modal>
  );
}
