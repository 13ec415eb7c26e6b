import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import {
  createDistributorProductBody,
  type CreateDistributorProductBody,
  type DistributorProduct,
  type StockSkuSummary,
  centsToDollars,
} from '@dme/contract';
import { bodySchema, inputOf, Modal, RequiredLabel, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreateDistributorProduct } from '../api/create-distributor-product';
import { useUpdateDistributorProduct } from '../api/update-distributor-product';
import { ModalFooter } from '../../../components/modal';
import { dollarsToCents } from './money';
import { MoneyInput } from './money-input';

import { SkuPicker } from './selects';

type ProductValues = { sku: StockSkuSummary | null; item_number: string; price: number | string };

/** The request's names the server keys a 422 by, and the fields showing them. */
const SERVER_NAMES = { sku_id: 'sku', price_cents: 'price' } as const;
const fieldOf = (path: string): string => SERVER_NAMES[path as keyof typeof SERVER_NAMES] ?? path;

/** The request: an empty price is sent as 0 (the listing has a price). */
const productBody = (v: ProductValues): CreateDistributorProductBody => ({
  sku_id: v.sku?.id ?? 0,
  item_number: v.item_number.trim(),
  price_cents: dollarsToCents(v.price) ?? 0,
});

const productForm = bodySchema<ProductValues>(createDistributorProductBody, productBody, fieldOf, (v) => ({
  sku: !v.sku && 'Choose the SKU the distributor sells.',
}));

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
  const form = useAppForm<ProductValues>({
    schema: productForm,
    serverNames: SERVER_NAMES,
    initialValues: {
      sku: product?.sku ?? null,
      item_number: product?.item_number ?? '',
      price: centsToDollars(product?.price_cents ?? null),
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const body = productBody(values);
    const sku = values.sku!.sku;
    const saved = {
      onSuccess: () => {
        notify.success(product ? `${sku} was saved` : `${sku} was added to the price list`);
        onClose();
      },
      onError: form.fail,
    };
    if (product) update.mutate({ productId: product.id, body }, saved);
    else create.mutate(body, saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <Stack gap="md">
        <SkuPicker
          label={<RequiredLabel>SKU</RequiredLabel>}
          placeholder="Type a SKU, maker, model or HCPCS"
          {...inputOf(form, 'sku')}
          data-autofocus
        />
        <TextInput
          label="Item number"
          description="The distributor’s own number for the product"
          maxLength={100}
          {...form.getInputProps('item_number')}
        />
        <MoneyInput label="Price" description="What the distributor charges you, each" {...inputOf(form, 'price')} />
        <ModalFooter error={form.formError} submitLabel={product ? 'Save' : 'Add'} pending={pending} onCancel={onClose} />
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
