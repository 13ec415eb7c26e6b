import { Accordion, Group, ScrollArea, Text } from '@mantine/core';
import { formatDateTime, type DocumentToSign } from '@dme/contract';
import { shortHash } from '../../order-documents';

/**
 * The documents a signature produces, each with the exact text printed and signed and its SHA-256. The first one
 * is open; the others open on a click (they repeat most of the order facts).
 */
export function DocumentsToSign({ documents }: { documents: readonly DocumentToSign[] }) {
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      defaultValue={documents.slice(0, 1).map((d) => d.kind)}
      aria-label="Documents to sign"
    >
      {documents.map((d) => (
        <Accordion.Item key={d.kind} value={d.kind}>
          <Accordion.Control>
            <Group gap="xs" justify="space-between" wrap="wrap" pr="xs">
              <Text fw={600} fz="sm">
                {d.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {d.version > 1 ? `Version ${d.version}` : 'First signature'}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {d.signed && (
              <Text fz="xs" c="dimmed" mb={6}>
                Version {d.signed.version} was signed by {d.signed.signer_name} on {formatDateTime(d.signed.signed_at)}; signing adds
                version {d.version} and keeps the earlier PDF.
              </Text>
            )}
            <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
              <Text
                component="pre"
                fz="sm"
                m={0}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                aria-label={`Text of the ${d.title}`}
              >
                {d.text}
              </Text>
            </ScrollArea.Autosize>
            <Text fz="xs" c="dimmed" ff="monospace" mt={6} title={d.content_hash}>
              SHA-256 {shortHash(d.content_hash)}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
