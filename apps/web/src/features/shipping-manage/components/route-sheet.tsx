import { formatDate, type RouteDetail } from '@dme/contract';
import { formatClock, formatDistance, formatSeconds, formatWindow } from '../format';

// On screen the sheet is hidden; printing shows only the sheet (the app's shell, buttons and map are left out).
const PRINT_CSS = `
@media screen { .route-sheet { display: none; } }
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  .route-sheet, .route-sheet * { visibility: visible; }
  .route-sheet { position: absolute; left: 0; top: 0; width: 100%; font: 11px/1.35 sans-serif; color: #000; }
  .route-sheet table { width: 100%; border-collapse: collapse; }
  .route-sheet th, .route-sheet td { border: 1px solid #555; padding: 4px; vertical-align: top; text-align: left; }
  .route-sheet tr { break-inside: avoid; }
  .route-sheet .signature { width: 22%; height: 56px; }
}`;

/** The driver's paper route sheet: stops in order with address, phone, items and serials, and a signature column. */
export function RouteSheet({ route, timeZone }: { route: RouteDetail; timeZone?: string }) {
  return (
    <div className="route-sheet" aria-hidden>
      <style>{PRINT_CSS}</style>
      <h1 style={{ fontSize: 16, margin: '0 0 4px' }}>
        Route #{route.id} · {formatDate(route.date)} · {route.driver.name}
      </h1>
      <p style={{ margin: '0 0 8px' }}>
        Depot: {route.warehouse?.name ?? '—'} · {route.stops} stops · {formatDistance(route.distance_m)} · {formatSeconds(route.duration_s)} ·{' '}
        {route.load} units
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>ETA / window</th>
            <th>Patient, phone, address</th>
            <th>Items (SKU / serial)</th>
            <th className="signature">Received by (name, signature)</th>
          </tr>
        </thead>
        <tbody>
          {route.points.map((p) => (
            <tr key={p.id}>
              <td>{p.seq}</td>
              <td>
                {formatClock(p.eta, timeZone) || '—'}
                <br />
                {formatWindow(p.suborder.agreed_slot, timeZone)}
              </td>
              <td>
                <strong>{p.suborder.patient_name}</strong> ({p.suborder.number})
                <br />
                {p.suborder.phone ?? 'No phone'}
                <br />
                {p.suborder.address.full_address}
              </td>
              <td>
                {p.items.map((item) => (
                  <div key={item.id}>
                    {item.quantity} × {item.name} ({item.hcpcs}){item.sku ? ` · ${item.sku}` : ''}
                    {item.serial ? ` · S/N ${item.serial}` : ''}
                  </div>
                ))}
              </td>
              <td className="signature" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
