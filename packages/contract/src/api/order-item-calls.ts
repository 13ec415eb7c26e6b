import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, idParam } from './common';
import { commonParams, orderItem } from './orders';

/*
 * The supplier's stock on an order line (issue 9): the SKU is one of the company's inventory SKUs, by its code, and
 * setting it reserves the line's quantity in a warehouse; the serial number is a unit of that SKU in stock there.
 */

const stockCode = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(64, `The ${label} may not be greater than 64 characters.`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, `The ${label} may contain only letters, digits, spaces and . _ / -.`);

export const setSkuBody = z.object({
  sku: stockCode('SKU'),
  /** Where the units are taken from; default the order's warehouse, else the one with the most free units. */
  warehouse_id: idParam.optional(),
});
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
    summary:
      "Assigns (or replaces) the SKU of an item and reserves the item's quantity of it in a warehouse (409 when not enough is free there); until the order goes out for delivery.",
    params: commonParams,
    body: setSkuBody,
    response: dataOf(orderItem),
  }),
  dropSku: endpoint({
    method: 'POST',
    path: `${C}/drop-sku`,
    access: vendor('sku replace'),
    summary: "Removes the item's SKU and gives its reserved units (and its serial number) back to the warehouse.",
    params: commonParams,
    response: dataOf(orderItem),
  }),
  serial: endpoint({
    method: 'PUT',
    path: `${C}/serial`,
    access: vendor('order edit {status}'),
    summary: "Puts a unit of the item's serialised SKU on it (the serial must be in stock in the item's warehouse: 409 when reserved elsewhere), or clears it; until billing.",
    params: commonParams,
    body: itemSerialBody,
    response: dataOf(orderItem),
  }),
};

export const orderItemStockEndpoints = Object.values(vendorItemStock);
