import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { addVendorCatalogItemBody, formatCents, type EquipmentItem } from '@dme/contract';
import { Modal, RequiredLabel, SWITCH_LABELS } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useSaveVendorCatalogItem } from '../api/save-vendor-catalog-item';

/** What the company has set for an item it carries already. */
export interface CarriedTerms {
  price_cents: number;
  is_active: boolean;
}

/** Dollars as typed -> integer cents (money travels as cents, ARCHITECTURE rule 5). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

function TermsForm({ item, carried, onDone }: { item: EquipmentItem; carried: CarriedTerms | null; onDone: () => void }) {
  const save = useSaveVendorCatalogItem();
  const [price, setPrice] = useState<number | string>(carried ? carried.price_cents / 100 : '');
  const [active, setActive] = useState(carried?.is_active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (price === '' || Number.isNaN(Number(price))) return setError('The price is required.');
    const body = { equipment_id: item.id, price_cents: toCents(Number(price)), is_active: active };
    const parsed = addVendorCatalogItemBody.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      const saved = await save.mutateAsync(body);
      notify.success(carried ? `${item.hcpcs} saved at ${formatCents(saved.price_cents)}` : `${item.hcpcs} added to your catalog`);
      onDone();
    } catch (failure) {
      const { errors } = readServerError(failure);
      if (errors?.price_cents) setError(errors.price_cents.join(', '));
      else setFormError(formErrorText(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Catalog terms">
      <Stack gap="md">
        <Text size="sm">
          <Text span ff="monospace" fw={600} mr={6}>
            {item.hcpcs}
          </Text>
          {item.name}
        </Text>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <NumberInput
          label={<RequiredLabel>Price</RequiredLabel>}
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          min={0}
          allowNegative={false}
          value={price}
          onChange={(value) => {
            setPrice(value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Switch
          label={`Active: ${active ? SWITCH_LABELS.on : SWITCH_LABELS.off}`}
          description="An inactive item stays in your catalog, marked inactive."
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {carried ? 'Save' : 'Add to catalog'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface VendorItemModalProps {
  /** The item to add or edit; null closes the modal. */
  item: EquipmentItem | null;
  /** Its current price and state when the company carries it already. */
  carried: CarriedTerms | null;
  onClose: () => void;
}

/** Adds an item to the supplier's catalog at a price, or changes the price and state of one it carries. */
export function VendorItemModal({ item, carried, onClose }: VendorItemModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={carried ? 'Edit catalog item' : 'Add to my catalog'} size="md">
      {item && <TermsForm key={item.id} item={item} carried={carried} onDone={onClose} />}
    </Modal>
  );
}
