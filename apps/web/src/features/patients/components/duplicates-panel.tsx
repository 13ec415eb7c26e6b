import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Patient, type PatientDuplicate } from '@dme/contract';
import { useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { duplicatesQueryOptions } from '../api/list-duplicates';
import { useMergePatient } from '../api/merge-patient';
import { patientTabHref } from '../routes';

const REASONS: Record<PatientDuplicate['reasons'][number], string> = {
  name_dob: 'Same name and date of birth',
  medicare_id: 'Same Medicare ID',
  medicaid_id: 'Same Medicaid ID',
  member_id: 'Same insurance member ID',
};

/**
 * The supplier's possible duplicates of a patient. Merge moves every record of the other patient into this one
 * (the survivor) and deletes the other; only records the company created itself can be merged.
 */
export function DuplicatesPanel({ patient }: { patient: Patient }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const merge = useMergePatient();
  const duplicates = useQuery(duplicatesQueryOptions(patient.id));
  if (!duplicates.data || duplicates.data.length === 0) return null;

  const mergeIn = async (duplicate: Patient) => {
    const answer = await confirm({
      title: 'Merge patients',
      text: `Move every address, contact, insurance, document, wallet entry and agent of ${duplicate.full_name} (#${duplicate.id}) to this record (#${patient.id}) and delete #${duplicate.id}? This cannot be undone.`,
      confirmLabel: 'Merge',
      color: 'red',
    });
    if (!answer) return;
    const result = await merge.mutateAsync({ survivorId: patient.id, duplicateId: duplicate.id });
    notify.success(`${duplicate.full_name} (#${duplicate.id}) was merged into #${result.patient.id}`);
    await navigate(patientTabHref('supplier', result.patient.id));
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" component="section" aria-label="Possible duplicates">
      <Title order={2} fz="md" mb="xs">
        Possible duplicates
      </Title>
      <Stack gap="xs">
        {duplicates.data.map(({ patient: other, reasons, can_merge }) => (
          <Group key={other.id} justify="space-between" gap="xs" data-testid="duplicate">
            <Stack gap={2}>
              <Anchor component={Link} to={patientTabHref('supplier', other.id)} fw={600} fz="sm">
                {other.full_name} (#{other.id})
              </Anchor>
              <Group gap={4}>
                <Text fz="xs" c="dimmed">
                  DOB {formatDate(other.dob)}
                </Text>
                {reasons.map((reason) => (
                  <Badge key={reason} size="xs" variant="light" color="yellow" tt="none">
                    {REASONS[reason]}
                  </Badge>
                ))}
              </Group>
            </Stack>
            {can_merge ? (
              <Button
                size="xs"
                variant="light"
                color="orange"
                loading={merge.isPending}
                onClick={() => void mergeIn(other).catch(() => undefined)}
              >
                Merge into this record
              </Button>
            ) : (
              <Text fz="xs" c="dimmed">
                Not created by your company: cannot be merged
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
