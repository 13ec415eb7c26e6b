import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Box, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EquipmentInsuranceParams, EquipmentItem } from '@dme/contract';
import { BOOLEAN_TOGGLE_LABELS, Modal } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useIsMobile } from '../../../lib/media';
import { equipmentQueryOptions } from '../api/get-equipment';
import { refillText, RENTAL_OR_PURCHASE_LABELS } from './item-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Box>
  );
}

const yesNo = (value: boolean) => (value ? BOOLEAN_TOGGLE_LABELS.yes : BOOLEAN_TOGGLE_LABELS.no);

function InsuranceFacts({ insurance }: { insurance: EquipmentInsuranceParams }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <Fact label="Prior authorisation">{yesNo(insurance.requires_prior_auth)}</Fact>
      <Fact label="CMN / DIF">{insurance.requires_cmn ? (insurance.cmn_form ?? BOOLEAN_TOGGLE_LABELS.yes) : BOOLEAN_TOGGLE_LABELS.no}</Fact>
      <Fact label="Face-to-face">{yesNo(insurance.requires_f2f)}</Fact>
      <Fact label="Max units">{insurance.max_units ?? '—'}</Fact>
      <Fact label="Modifiers">{insurance.modifiers.length > 0 ? insurance.modifiers.join(', ') : '—'}</Fact>
    </SimpleGrid>
  );
}

export interface ItemDetailModalProps {
  /** The item whose details are open; null closes the modal. */
  item: EquipmentItem | null;
  onClose: () => void;
  /** Buttons at the foot of the details (add to preset, add to the catalog ...). */
  actions?: (item: EquipmentItem) => ReactNode;
}

/** One catalogue item: its description, where it sits, and the insurance parameters an order of it carries. */
export function ItemDetailModal({ item, onClose, actions }: ItemDetailModalProps) {
  const isMobile = useIsMobile();
  const detail = useQuery({ ...equipmentQueryOptions(item?.id ?? 0), enabled: item !== null });
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `${item.hcpcs} · ${item.name}` : ''} size="lg" fullScreen={isMobile}>
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{item.category.name}</Badge>
            <Badge variant="outline">{item.subcategory.name}</Badge>
            {item.is_otc && <Badge variant="outline">OTC</Badge>}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label="HCPCS">{item.hcpcs}</Fact>
            <Fact label="Rental / purchase">{RENTAL_OR_PURCHASE_LABELS[item.rental_or_purchase]}</Fact>
            <Fact label="Refill frequency">{refillText(item.refill_months)}</Fact>
          </SimpleGrid>
          <Fact label="Description">{detail.data?.description ?? item.description}</Fact>
          <Stack gap="xs">
            <Title order={3} fz="sm">
              Insurance parameters
            </Title>
            {detail.isPending ? (
              <Loader size="sm" aria-label="Loading insurance parameters" />
            ) : detail.isError ? (
              <Alert color="red" variant="light">
                {formErrorText(detail.error)}
              </Alert>
            ) : (
              <InsuranceFacts insurance={detail.data.insurance} />
            )}
          </Stack>
          {actions && <Group justify="flex-end">{actions(item)}</Group>}
        </Stack>
      )}
    </Modal>
  );
}
