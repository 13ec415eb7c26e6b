import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type DocumentSignature } from '@dme/contract';
import { shortHash } from './document-types';

const VIA: Record<DocumentSignature['via'], string> = { portal: 'in the portal', link: 'through a signing link' };

/** The "Signed" badge of a document signed in the portal, with its version (and whether a newer one replaced it). */
export function SignedBadge({ signature }: { signature: DocumentSignature }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" color="teal" variant="light">
        Signed v{signature.version}
      </Badge>
      {signature.superseded_at && (
        <Badge size="sm" color="gray" variant="light">
          Superseded
        </Badge>
      )}
    </Group>
  );
}

/** Who signed, when, how, and the hashes printed on the PDF (the full value on hover, to compare with the file). */
export function SignatureDetails({ signature }: { signature: DocumentSignature }) {
  return (
    <Stack gap={0} data-testid="signature-details">
      <Text fz="xs">
        Signed by {signature.signer_name}
        {signature.signer_npi ? ` (NPI ${signature.signer_npi})` : ''} on {formatDateTime(signature.signed_at)} {VIA[signature.via]}
      </Text>
      <Tooltip label={signature.content_hash} multiline maw={320} style={{ overflowWrap: 'anywhere' }}>
        <Text fz="xs" c="dimmed" ff="monospace" w="fit-content" aria-label={`Content SHA-256 ${signature.content_hash}`}>
          SHA-256 {shortHash(signature.content_hash)}
        </Text>
      </Tooltip>
    </Stack>
  );
}
