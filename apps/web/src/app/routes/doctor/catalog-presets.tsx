import { useNavigate } from 'react-router';
import { Paper } from '@mantine/core';
import { href } from '@dme/contract';
import { PresetsTable } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { DOCTOR_CATALOG_TABS } from './catalog-nav';

/** The practice's catalog presets. */
export default function DoctorCatalogPresetsPage() {
  const navigate = useNavigate();
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="doctor.catalog.presets.list">
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <PresetsTable side="doctor" onOpen={(preset) => void navigate(href('doctor.catalog.presets.show', { setId: preset.id }))} />
      </Paper>
    </CatalogShell>
  );
}
