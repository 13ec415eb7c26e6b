import { useSearchParams } from 'react-router';
import { Paper } from '@mantine/core';
import { href } from '@dme/contract';
import { LazyPresetDetail, PresetsTable } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { routeId } from '../../router/route-id';
import { SUPPLIER_CATALOG_TABS } from './catalog-nav';

const PRESET_PARAM = 'preset';

/** `supplier.catalog.presets`: the company's presets; `?preset={id}` opens one (the spec has no route for it). */
export default function SupplierCatalogPresetsPage() {
  const [params, setParams] = useSearchParams();
  const open = params.get(PRESET_PARAM);
  return (
    <CatalogShell tabs={SUPPLIER_CATALOG_TABS} active="supplier.catalog.presets">
      {open === null ? (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <PresetsTable side="supplier" onOpen={(preset) => setParams({ [PRESET_PARAM]: String(preset.id) })} />
        </Paper>
      ) : (
        <LazyPresetDetail
          key={open}
          side="supplier"
          presetId={routeId(open)}
          backHref={href('supplier.catalog.presets')}
          onDeleted={() => setParams({}, { replace: true })}
        />
      )}
    </CatalogShell>
  );
}
