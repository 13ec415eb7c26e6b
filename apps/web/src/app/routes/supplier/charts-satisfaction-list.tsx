import { ChartsPage, SatisfactionList } from '../../../features/charts';

/** `supplier.charts.satisfaction.list`: surveys after deliveries and the scores per company, employee and driver. */
export default function SupplierChartsSatisfactionPage() {
  return (
    <ChartsPage title="Satisfaction" intro="Each delivery asks the patient to rate it and sign; averages count answered surveys." tab="satisfaction">
      <SatisfactionList />
    </ChartsPage>
  );
}
