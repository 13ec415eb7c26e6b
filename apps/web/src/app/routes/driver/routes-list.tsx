import { DriverRoutesPage } from '../../../features/driver';

export default function DriverRoutesListRoute() {
  return <DriverRoutesPage />;
}
