import { useParams } from 'react-router';
import { DriverRoutePage, driverRouteParam as idOf } from '../../../features/driver';

export default function DriverRouteShowRoute() {
  const { routeId } = useParams();
  // Keyed: another route is another screen (its scroll to the next stop starts again).
  return <DriverRoutePage key={routeId} routeId={idOf(routeId)} />;
}
