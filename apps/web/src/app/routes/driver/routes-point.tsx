import { useParams } from 'react-router';
import { DriverPointPage, driverRouteParam as idOf } from '../../../features/driver';

export default function DriverRoutePointRoute() {
  const { routeId, pointId } = useParams();
  // Keyed: another stop starts with an empty form.
  return <DriverPointPage key={`${routeId}-${pointId}`} routeId={idOf(routeId)} pointId={idOf(pointId)} />;
}
