import { useNavigate, useParams } from 'react-router';
import { href } from '@dme/contract';
import { PresetDetail } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { routeId } from '../../router/route-id';
import { DOCTOR_CATALOG_TABS } from './catalog-nav';

/** One preset of the practice. */
export default function DoctorCatalogPresetPage() {
  const { setId } = useParams();
  const navigate = useNavigate();
  const list = href('doctor.catalog.presets.list');
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="doctor.catalog.presets.list">
      <PresetDetail
        key={setId}
        side="doctor"
        presetId={routeId(setId)}
        backHref={list}
        onDeleted={() => void navigate(list, { replace: true })}
      />
    </CatalogShell>
  );
}
