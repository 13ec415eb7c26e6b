import { useRef, useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { z } from 'zod';
import { signChartBody } from '@dme/contract';
import { FormErrorText, SignaturePad, type SignaturePadHandle } from '../../../components';

/**
 * A signing form's rules: the contract's body (`signChartBody`, or one that extends it) with the signature asked
 * for in words a patient understands while the pad is still empty.
 */
export const withSignature = <Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) =>
  body.extend({ signature: z.string().min(1, 'Draw your signature in the box first.').pipe(signChartBody.shape.signature) });

export interface SignValues extends Record<string, unknown> {
  signer_name: string;
  /** The pad's PNG as a data URL; '' while the pad is empty. */
  signature: string;
}

export const NO_SIGNATURE: SignValues = { signer_name: '', signature: '' };

/** The part of a `useAppForm` form the block works with: any form with `signer_name` and `signature`. */
export interface SignForm {
  getInputProps: (path: 'signer_name') => GetInputPropsReturnType;
  setFieldValue: (path: 'signature', value: string) => void;
  errors: FormErrors;
  formError: string | null;
}

export interface SignBlockProps {
  form: SignForm;
  submitLabel: string;
  loading: boolean;
  note: string;
}

/**
 * The signer's name, the signature pad and a full-width submit button (the form's): sized for a thumb on a phone.
 * Every stroke puts the pad's PNG in the form's `signature`.
 */
export function SignBlock({ form, submitLabel, loading, note }: SignBlockProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [empty, setEmpty] = useState(true);
  return (
    <Stack gap="sm">
      <TextInput size="md" label="Your full name" autoComplete="name" {...form.getInputProps('signer_name')} disabled={loading} />
      <SignaturePad
        ref={pad}
        label="Your signature"
        height={180}
        disabled={loading}
        onChange={(isEmpty) => {
          setEmpty(isEmpty);
          form.setFieldValue('signature', isEmpty ? '' : (pad.current?.toDataURL('png') ?? ''));
        }}
      />
      {form.errors.signature && (
        <Text size="sm" c="red" role="alert">
          {form.errors.signature}
        </Text>
      )}
      <FormErrorText error={form.formError} />
      <Text fz="sm" c="dimmed">
        {note}
      </Text>
      <Button type="submit" size="lg" fullWidth loading={loading} disabled={empty && !loading}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
