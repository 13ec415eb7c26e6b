import { useRef, useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { SignaturePad, type SignaturePadHandle } from '../../../components';

export interface SignBlockProps {
  /** Receives the typed name and the pad's PNG. */
  onSign: (signerName: string, signature: string) => void;
  submitLabel: string;
  loading: boolean;
  /** Field errors from the server (`signer_name`, `signature`) or a general failure. */
  errors?: { signer_name?: string; signature?: string; general?: string };
  note: string;
}

/** The signer's name, the signature pad and a full-width submit button: sized for a thumb on a phone. */
export function SignBlock({ onSign, submitLabel, loading, errors = {}, note }: SignBlockProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(true);
  const [own, setOwn] = useState<{ signer_name?: string; signature?: string }>({});

  const submit = () => {
    const problems = {
      ...(name.trim().length < 2 ? { signer_name: 'Type your full name.' } : {}),
      ...((pad.current?.isEmpty() ?? true) ? { signature: 'Draw your signature in the box first.' } : {}),
    };
    setOwn(problems);
    const signature = pad.current?.toDataURL('png');
    if (Object.keys(problems).length || !signature) return;
    onSign(name.trim(), signature);
  };

  const signatureError = own.signature ?? errors.signature;
  return (
    <Stack gap="sm">
      <TextInput
        size="md"
        label="Your full name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={own.signer_name ?? errors.signer_name}
        disabled={loading}
      />
      <SignaturePad
        ref={pad}
        label="Your signature"
        height={180}
        disabled={loading}
        onChange={(isEmpty) => {
          setEmpty(isEmpty);
          if (!isEmpty) setOwn((o) => ({ ...o, signature: undefined }));
        }}
      />
      {signatureError && (
        <Text size="sm" c="red" role="alert">
          {signatureError}
        </Text>
      )}
      {errors.general && (
        <Text size="sm" c="red" role="alert">
          {errors.general}
        </Text>
      )}
      <Text fz="sm" c="dimmed">
        {note}
      </Text>
      <Button size="lg" fullWidth onClick={submit} loading={loading} disabled={empty && !loading}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
