import type { DistributionOrderLine } from '@dme/contract';
import { describe, expect, it } from 'vitest';
import { linesCsv } from '../../src/modules/distribution-orders/documents.service';

type LineOverrides = Partial<Omit<DistributionOrderLine, 'sku'>> & { sku?: Partial<DistributionOrderLine['sku']> };

function line(overrides: LineOverrides): DistributionOrderLine {
  const { sku, ...rest } = overrides;
  return {
    id: 1,
    item_number: 'IT-1',
    quantity: 2,
    received_quantity: 0,
    unit_price_cents: 1_005,
    total_cents: 2_010,
    order_item_id: null,
    ...rest,
    sku: {
      id: 7,
      sku: 'SKU-1',
      manufacturer: 'Acme',
      model: 'M1',
      serialized: false,
      equipment: { id: 3, name: 'CPAP device', hcpcs: 'E0601' },
      ...sku,
    },
  };
}

const rowsOf = (csv: string): string[] => csv.trimEnd().split('\r\n').slice(1);

describe('purchase-order lines CSV', () => {
  it('writes text a person typed that begins with =, +, -, @, tab or CR as text, with an apostrophe', () => {
    const csv = linesCsv({
      lines: [
        line({ item_number: '@SUM(A1)', sku: { sku: '=1+1', manufacturer: '+1', model: '-1' } }),
        line({ item_number: '\tIT', sku: { sku: '\r=2', manufacturer: 'Comma, Inc', model: 'M-1' } }),
      ],
    });
    expect(rowsOf(csv)).toEqual([
      "1,'@SUM(A1),'=1+1,'+1,'-1,E0601,CPAP device,2,0,10.05,20.10,",
      `2,'\tIT,"'\r=2","Comma, Inc",M-1,E0601,CPAP device,2,0,10.05,20.10,`,
    ]);
  });

  it('keeps amounts and quantities numbers, negative ones included, exact to the cent', () => {
    const csv = linesCsv({ lines: [line({ unit_price_cents: -1_250, total_cents: -5, quantity: 1, order_item_id: 42 })] });
    expect(rowsOf(csv)).toEqual(['1,IT-1,SKU-1,Acme,M1,E0601,CPAP device,1,0,-12.50,-0.05,42']);
  });
});
