import { forwardRef, useState } from 'react';
import { Alert, TextInput } from '@mantine/core';

export interface ScanBoxProps {
  /** What the loader should scan next (a serial awaited), shown under the field. */
  hint: string;
  message: { tone: 'error' | 'ok'; text: string } | null;
  onScan: (code: string) => void;
}

/** The field a barcode scanner types into (it ends with Enter); it keeps the focus between scans. */
export const ScanBox = forwardRef<HTMLInputElement, ScanBoxProps>(function ScanBox({ hint, message, onScan }, ref) {
  const [code, setCode] = useState('');
  return (
    <div>
      <TextInput
        ref={ref}
        label="Scan or type a SKU or serial, then Enter"
        description={hint}
        autoFocus
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (code.trim()) onScan(code.trim());
          setCode('');
        }}
        size="md"
      />
      {message && (
        <Alert mt="xs" color={message.tone === 'error' ? 'red' : 'green'} variant="light" role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
    </div>
  );
});
