import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { PLACES_OF_SERVICE, type ClaimDetail, type UpdateClaimBody } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { centsToInput, dollarsToCents } from '../money';
import { LineFields, type LineDraft } from './claim-line-fields';

const POS_OPTIONS = Object.entries(PLACES_OF_SERVICE).map(([value, label]) => ({ value, label: `${value} · ${label}` }));
const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

const draftOf = (claim: ClaimDetail): LineDraft[] =>
  claim.lines.map((l) => ({
    id: l.id,
    label: `${l.line_no}. ${l.hcpcs} ${l.description}`,
    modifiers: l.modifiers.join(' '),
    units: String(l.units),
    charge: centsToInput(l.charge_cents),
    serviceDate: l.service_date.slice(0, 10),
    serviceDateEnd: l.service_date_end?.slice(0, 10) ?? '',
    pointers: l.diagnosis_pointers.join(' '),
  }));

/** The lines as the server takes them; null (with the line's position) when a charge or units is not a number. */
function linesBody(lines: LineDraft[]): { lines: NonNullable<UpdateClaimBody['lines']> } | { bad: number } {
  const body: NonNullable<UpdateClaimBody['lines']> = [];
  for (const [i, l] of lines.entries()) {
    const charge = dollarsToCents(l.charge);
    if (charge === null || !/^\d+$/.test(l.units.trim())) return { bad: i + 1 };
    body.push({
      id: l.id,
      modifiers: words(l.modifiers).map((m) => m.toUpperCase()),
      units: Number(l.units),
      charge_cents: charge,
      service_date: l.serviceDate,
      service_date_end: l.serviceDateEnd || null,
      diagnosis_pointers: words(l.pointers).map(Number),
    });
  }
  return { lines: body };
}

export interface ClaimEditFormProps {
  claim: ClaimDetail;
  pending: boolean;
  error: unknown;
  onSubmit: (body: UpdateClaimBody) => void;
  onCancel: () => void;
}

/** Diagnoses, place of service, prior authorisation and the lines; charges typed in dollars go out as cents. */
export function ClaimEditForm({ claim, pending, error, onSubmit, onCancel }: ClaimEditFormProps) {
  const [diagnoses, setDiagnoses] = useState(claim.diagnoses.map((d) => d.code));
  const [pos, setPos] = useState(claim.place_of_service);
  const [priorAuth, setPriorAuth] = useState(claim.prior_auth_number ?? '');
  const [lines, setLines] = useState(() => draftOf(claim));
  const [problem, setProblem] = useState<string | null>(null);
  const server = readServerError(error);
  const fieldError = (key: string) => server.errors?.[key]?.join(', ');

  const submit = () => {
    const built = linesBody(lines);
    if ('bad' in built) return setProblem(`Line ${built.bad}: enter the charge in dollars (e.g. 125.50) and whole units.`);
    setProblem(null);
    onSubmit({
      place_of_service: pos,
      prior_auth_number: priorAuth.trim() || null,
      diagnoses: diagnoses.map((d) => d.trim()).filter(Boolean),
      lines: built.lines,
    });
  };

  return (
    <Stack gap="md">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Place of service"
          data={POS_OPTIONS}
          value={pos}
          onChange={(v) => setPos(v ?? pos)}
          allowDeselect={false}
          error={fieldError('place_of_service')}
          miw={200}
        />
        <TextInput
          label="Prior authorisation number"
          value={priorAuth}
          maxLength={50}
          onChange={(e) => setPriorAuth(e.currentTarget.value)}
          error={fieldError('prior_auth_number')}
          miw={200}
        />
      </Group>
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          Diagnoses (ICD-10, in pointer order)
        </Text>
        {diagnoses.map((code, i) => (
          <Group key={i} gap="xs" align="flex-start">
            <TextInput
              aria-label={`Diagnosis ${i + 1}`}
              leftSection={<Text fz="xs">{i + 1}</Text>}
              value={code}
              onChange={(e) => setDiagnoses((all) => all.map((c, j) => (j === i ? e.currentTarget.value : c)))}
              error={fieldError(`diagnoses.${i}`)}
              w={180}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove diagnosis ${i + 1}`}
              onClick={() => setDiagnoses((all) => all.filter((_, j) => j !== i))}
              mt={4}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {diagnoses.length < 12 && (
          <Button variant="subtle" size="xs" onClick={() => setDiagnoses((all) => [...all, ''])} style={{ alignSelf: 'flex-start' }}>
            Add diagnosis
          </Button>
        )}
        {fieldError('diagnoses') && (
          <Text fz="sm" c="red">
            {fieldError('diagnoses')}
          </Text>
        )}
      </Stack>
      {lines.map((line, i) => (
        <Paper key={line.id} withBorder p="xs" radius="sm">
          <LineFields
            index={i}
            line={line}
            error={(field) => fieldError(`lines.${i}.${field}`)}
            onChange={(patch) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)))}
          />
        </Paper>
      ))}
      {problem && (
        <Text role="alert" c="red" fz="sm">
          {problem}
        </Text>
      )}
      {error !== null && error !== undefined && (
        <Text role="alert" c="red" fz="sm">
          {server.message ?? 'The claim was not saved.'}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={pending}>
          Save claim
        </Button>
      </Group>
    </Stack>
  );
}
