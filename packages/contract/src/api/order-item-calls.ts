import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf } from './common';
import { commonParams, orderItem } from './orders';

/*
 * The supplier's stock on an order line: the SKU (what Ready For Service checks for every item) and the serial
 * number. Plain strings for now; the inventory module will tie them to warehouse stock.
 */

const stockCode = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(64, `The ${label} may not be greater than 64 characters.`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, `The ${label} may contain only letters, digits, spaces and . _ / -.`);

export const setSkuBody = z.object({ sku: stockCode('SKU') });
export type SetSkuBody = z.infer<typeof setSkuBody>;

/** '' or null clears the serial number. */
export const itemSerialBody = z.object({
  serial: z.preprocess((v) => (v === '' ? null : v), stockCode('serial number').nullable()),
});
export type ItemSerialBody = z.infer<typeof itemSerialBody>;

const C = '/api/vendor/commons/{commonId}';
const vendor = (permission: string) => ({ roles: ['supplier'] as const, permission });

export const vendorItemStock = {
  setSku: endpoint({
    method: 'POST',
    path: `${C}/set-sku`,
    access: vendor('sku replace'),
    summary: 'Assigns (or replaces) the SKU of an item; until the order goes out for delivery.',
    params: commonParams,
    body: setSkuBody,
    response: dataOf(orderItem),
  }),
  dropSku: endpoint({
    method: 'POST',
    path: `${C}/drop-sku`,
    access: vendor('sku replace'),
    summary: "Removes the item's SKU (and its serial number, which belonged to that stock).",
    params: commonParams,
    response: dataOf(orderItem),
  }),
  serial: endpoint({
    method: 'PUT',
    path: `${C}/serial`,
    access: vendor('order edit {status}'),
    summary: "Sets or clears the item's serial number; until billing.",
    params: commonParams,
    body: itemSerialBody,
    response: dataOf(orderItem),
  }),
};

export const orderItemStockEndpoints = Object.values(vendorItemStock);
