import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { createDistributorProductBody, type DistributorProduct, type StockSkuSummary, centsToDollars } from '@dme/contract';
import { Modal, RequiredLabel } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDistributorProduct } from '../api/create-distributor-product';
import { useUpdateDistributorProduct } from '../api/update-distributor-product';
import { ModalFooter } from '../../../components/modal';
import { dollarsToCents } from './money';
import { MoneyInput } from './money-input';
import { SkuPicker } from './selects';

type Errors = Partial<Record<'sku_id' | 'item_number' | 'price_cents', string>>;
const FIELDS = ['sku_id', 'item_number', 'price_cents'] as const;

function ProductForm({
  distributorId,
  product,
  onClose,
}: {
  distributorId: number;
  product: DistributorProduct | null;
  onClose: () => void;
}) {
  const create = useCreateDistributorProduct(distributorId);
  const update = useUpdateDistributorProduct(distributorId);
  const [sku, setSku] = useState<StockSkuSummary | null>(product?.sku ?? null);
  const [itemNumber, setItemNumber] = useState(product?.item_number ?? '');
  const [price, setPrice] = useState<number | string>(centsToDollars(product?.price_cents ?? null));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = { sku_id: sku?.id ?? 0, item_number: itemNumber.trim(), price_cents: dollarsToCents(price) ?? 0 };
    const parsed = createDistributorProductBody.safeParse(body);
    const invalid: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) invalid[issue.path[0] as keyof Errors] ??= issue.message;
    if (!sku) invalid.sku_id = 'Choose the SKU the distributor sells.';
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      if (product) await update.mutateAsync({ productId: product.id, body });
      else await create.mutateAsync(body);
      notify.success(product ? `${sku!.sku} was saved` : `${sku!.sku} was added to the price list`);
      onClose();
    } catch (error) {
      const { errors: byField } = readServerError(error);
      if (!byField) return setFormError(formErrorText(error));
      const mine: Errors = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(byField))
        if ((FIELDS as readonly string[]).includes(path)) mine[path as keyof Errors] = messages.join(', ');
        else rest.push(...messages);
      setErrors(mine);
      setFormError(rest.length > 0 ? rest.join(', ') : null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <Stack gap="md">
        <SkuPicker
          label={<RequiredLabel>SKU</RequiredLabel>}
          placeholder="Type a SKU, maker, model or HCPCS"
          value={sku}
          onChange={(next) => {
            setSku(next);
            setErrors((e) => ({ ...e, sku_id: undefined }));
          }}
          error={errors.sku_id}
          data-autofocus
        />
        <TextInput
          label="Item number"
          description="The distributor’s own number for the product"
          value={itemNumber}
          maxLength={100}
          onChange={(event) => setItemNumber(event.currentTarget.value)}
          error={errors.item_number}
        />
        <MoneyInput
          label="Price"
          description="What the distributor charges you, each"
          value={price}
          onChange={setPrice}
          error={errors.price_cents}
        />
        <ModalFooter error={formError} submitLabel={product ? 'Save' : 'Add'} pending={pending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface ProductModalProps {
  distributorId: number;
  opened: boolean;
  /** The product to change; null adds one. */
  product: DistributorProduct | null;
  onClose: () => void;
}

/** Adds a SKU to a distributor's price list, or changes one listed: item number and price. */
export function ProductModal({ distributorId, opened, product, onClose }: ProductModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? `Edit ${product.sku.sku}` : 'Add product'}
      size="md"
      onExited={() => setRound((n) => n + 1)}
    >
      <ProductForm key={`${round}:${product?.id ?? 'new'}`} distributorId={distributorId} product={product} onClose={onClose} />
    </Modal>
  );
}
