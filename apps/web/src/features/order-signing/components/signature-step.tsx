import { useRef, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { SignaturePad, type SignaturePadHandle } from '../../../components';

export const SIGNATURE_STEP_TEXTS = {
  emptyPad: 'Draw your signature in the box first.',
  unavailable: 'Signing is not available in this browser.',
} as const;

export interface SignatureStepProps {
  /** Receives the pad's PNG; the step stays as it is while the promise runs. */
  onSign: (signature: string) => Promise<unknown>;
  submitLabel: string;
  loading: boolean;
  /** The server's message about the signature itself (422 on `signature`), shown under the pad. */
  error?: string | null;
  /** Shown beside the submit button (what signing means). */
  note?: ReactNode;
  padLabel?: string;
}

/** The signature pad (the shared widget also used by the invitation wizard), its error and the submit button. */
export function SignatureStep({ onSign, submitLabel, loading, error, note, padLabel = 'Your signature' }: SignatureStepProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [ownError, setOwnError] = useState<string | null>(null);

  const submit = () => {
    if (pad.current?.isEmpty() ?? true) return setOwnError(SIGNATURE_STEP_TEXTS.emptyPad);
    const signature = pad.current?.toDataURL('png');
    if (!signature) return setOwnError(SIGNATURE_STEP_TEXTS.unavailable);
    setOwnError(null);
    void onSign(signature);
  };
  const message = ownError ?? error ?? null;

  return (
    <Stack gap="xs">
      <SignaturePad
        ref={pad}
        label={padLabel}
        height={180}
        disabled={loading}
        onChange={(isEmpty) => {
          setEmpty(isEmpty);
          if (!isEmpty) setOwnError(null);
        }}
      />
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text fz="xs" c="dimmed" maw={520}>
          {note}
        </Text>
        <Button onClick={submit} loading={loading} disabled={empty} ml="auto">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
