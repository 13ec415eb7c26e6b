import { Container, Stack, Text, Title } from '@mantine/core';
import { DOCTOR_STOCK_LINKS } from '../routes';
import { OfficeStockBrowser } from './office-stock-browser';

export interface OfficeStockPageProps {
  categoryId?: number;
  subcategoryId?: number;
}

/** `doctor.stock.*`: the stock suppliers keep at the practice's offices, by category. */
export function OfficeStockPage({ categoryId, subcategoryId }: OfficeStockPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Office stock
          </Title>
          <Text fz="sm" c="dimmed">
            Free units suppliers keep at your offices, ready to dispense from an order&apos;s Items tab.
          </Text>
        </Stack>
        <OfficeStockBrowser links={DOCTOR_STOCK_LINKS} categoryId={categoryId} subcategoryId={subcategoryId} />
      </Stack>
    </Container>
  );
}
