import { ChartsPage, MeasurementList } from '../../../features/charts';

/** `supplier.charts.measurement`: measurement charts filled on order items, sent and signed. */
export default function SupplierChartsMeasurementPage() {
  return (
    <ChartsPage title="Measurement charts" intro="Body measurements for braces, garments and seating, signed by the patient." tab="measurement">
      <MeasurementList />
    </ChartsPage>
  );
}
