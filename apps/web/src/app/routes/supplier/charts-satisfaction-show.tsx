import { useParams } from 'react-router';
import { SatisfactionShow } from '../../../features/charts';

/** `supplier.charts.satisfaction.show`: one survey. */
export default function SupplierChartsSatisfactionShowPage() {
  const { id } = useParams();
  const surveyId = id && /^\d+$/.test(id) ? Number(id) : 0;
  return <SatisfactionShow key={surveyId} id={surveyId} />;
}
