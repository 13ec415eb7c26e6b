import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FileButton } from '@mantine/core';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { warehouseOptionsQueryOptions } from '../api/list-warehouse-options';
import { parseStockCsv } from './csv-import';
import { ImportPreviewModal, type ImportFile } from './import-preview-modal';

/** Reads a stock CSV in the browser and opens its preview (checked by the server, nothing changed yet). */
export function ImportCsvButton() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ImportFile | null>(null);
  const [opened, setOpened] = useState(false);
  const [reading, setReading] = useState(false);
  const reads = useRef(0);
  const resetInput = useRef<() => void>(null);

  const read = async (chosen: File | null) => {
    if (!chosen) return;
    setReading(true);
    try {
      // Warehouse names in the file become ids through the company's list.
      const [text, warehouses] = await Promise.all([chosen.text(), queryClient.fetchQuery(warehouseOptionsQueryOptions())]);
      reads.current += 1;
      setFile({ id: reads.current, name: chosen.name, parsed: parseStockCsv(text, warehouses) });
      setOpened(true);
    } catch (error) {
      notify.error(formErrorText(error));
    } finally {
      setReading(false);
      // The same file may be chosen again after fixing it.
      resetInput.current?.();
    }
  };

  return (
    <>
      <FileButton
        onChange={(chosen) => void read(chosen)}
        accept=".csv,text/csv"
        resetRef={resetInput}
        inputProps={{ 'aria-label': 'CSV file to import' }}
      >
        {(props) => (
          <Button variant="light" loading={reading} {...props}>
            Import CSV
          </Button>
        )}
      </FileButton>
      <ImportPreviewModal file={file} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
