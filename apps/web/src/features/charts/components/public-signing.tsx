import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { EndState, EndStateText, useAppForm, type AppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { LINK_TOKEN, LinkEndState, linkEnd, Opening, type LinkEnd } from './public-link';
import type { SignValues } from './sign-block';

export interface PublicSigningProps<T, V extends SignValues, B> {
  /** The link's token from the URL. */
  hash: string;
  /** What the link shows (a query of the hash) and the call that signs it. */
  useData: (hash: string) => UseQueryResult<T, unknown>;
  useSign: (hash: string) => UseMutationResult<unknown, unknown, B>;
  /** The form's rules (the contract's body of the signing call); `parse` gives the body sent. */
  schema: z.ZodType;
  initialValues: V;
  /** "Opening your …" while the page loads. */
  opening: string;
  /** The end the patient sees once signed. */
  done: { title: string; text: string };
  /** The page between the load and the end: what is signed, the questions, and the `SignBlock`. */
  children: (data: T, form: AppForm<V>, pending: boolean) => ReactNode;
}

/**
 * A page a patient opens from a link, signed out, on a phone: a malformed token ends it at once; then the content
 * loads (or the link turns out used, expired or unreachable), the patient fills and signs, and the page ends with
 * thanks. A refusal on submit lands on the form's fields; a used or expired link ends the page.
 */
export function PublicSigning<T, V extends SignValues, B>(props: PublicSigningProps<T, V, B>) {
  if (!LINK_TOKEN.test(props.hash)) return <LinkEndState end={{ kind: 'invalid' }} />;
  return <Signing {...props} />;
}

function Signing<T, V extends SignValues, B>({ hash, useData, useSign, schema, initialValues, opening, done, children }: PublicSigningProps<T, V, B>) {
  const data = useData(hash);
  const sign = useSign(hash);
  const form = useAppForm<V>({ schema, initialValues });
  const [ended, setEnded] = useState<LinkEnd | null>(null);
  const [signed, setSigned] = useState(false);

  const submit = form.onSubmit((values) =>
    sign.mutate(schema.parse(values) as B, {
      onSuccess: () => setSigned(true),
      onError: (error) => {
        const end = linkEnd(error, false);
        if (end && end.kind !== 'unreachable') setEnded(end);
        else form.fail(error);
      },
    }),
  );

  if (signed)
    return (
      <EndState large kind="done" title={done.title}>
        <EndStateText large>{done.text}</EndStateText>
      </EndState>
    );
  const retry = () => void data.refetch();
  const end = ended ?? (data.isError ? linkEnd(data.error, true) : null);
  if (end) return <LinkEndState end={end} onRetry={retry} />;
  if (data.isError) return <LinkEndState end={{ kind: 'unreachable', message: formErrorText(data.error) }} onRetry={retry} />;
  if (data.isPending) return <Opening>{opening}</Opening>;
  return (
    <form onSubmit={submit} noValidate>
      {children(data.data, form, sign.isPending)}
    </form>
  );
}
