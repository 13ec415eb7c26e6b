import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DRIVER_SKILL_LABELS, formatDate, formatPhone, trackingUrl, type SuborderDetail } from '@dme/contract';
import { formatWindow, methodLabel } from './format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Where and how the shipment goes: address, phone, warehouse, method, carrier and tracking, agreed window, route. */
export function DeliveryDetails({ suborder: s }: { suborder: SuborderDetail }) {
  // The server's link when it has one, else the carrier's page built from the contract's list.
  const tracking = s.tracking_url ?? trackingUrl(s.courier?.code ?? null, s.tracking_number);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Delivery">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Delivery
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="Address">{s.address.full_address || '—'}</Field>
          <Field label="Phone">
            {s.patient.phone ? <Anchor href={`tel:${s.patient.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(s.patient.phone)}</Anchor> : '—'}
          </Field>
          <Field label="Warehouse">{s.warehouse?.name ?? '—'}</Field>
          <Field label="Method">{methodLabel(s.method)}</Field>
          <Field label="Courier and tracking">
            {s.tracking_number ? (
              <>
                {s.courier?.name ?? ''}{' '}
                {tracking ? (
                  <Anchor href={tracking} target="_blank" rel="noopener noreferrer">
                    {s.tracking_number}
                  </Anchor>
                ) : (
                  s.tracking_number
                )}
              </>
            ) : (
              '—'
            )}
          </Field>
          <Field label="Agreed window">{formatWindow(s.agreed_slot) || 'Not agreed yet'}</Field>
          <Field label="Route">
            {s.route ? `${s.route.driver.name}, ${formatDate(s.route.date)}, stop ${s.route.seq}` : 'Not planned'}
          </Field>
          <Field label="Driver skills needed">
            {s.required_skills.length ? s.required_skills.map((k) => DRIVER_SKILL_LABELS[k]).join(', ') : 'None'}
          </Field>
          {s.delivered_at && <Field label="Delivered">{formatDate(s.delivered_at, { withTime: true })}</Field>}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
