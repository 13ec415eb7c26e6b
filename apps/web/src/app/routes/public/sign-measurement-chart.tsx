import { useParams } from 'react-router';
import { PublicMeasurementPage } from '../../../features/charts';

/** `/sign/measurement-chart/{hash}`: the patient confirms and signs the measurements taken, without signing in. */
export default function SignMeasurementChartPage() {
  const { hash = '' } = useParams();
  return <PublicMeasurementPage key={hash} hash={hash} />;
}
