// Public surface of the dashboard feature: the doctor's order counts and the configurable widget board.
export { dashboardKeys } from './api/keys';
export { doctorStatsQueryOptions } from './api/doctor-stats';
export { dashboardSettingsQueryOptions, useSaveDashboardSettings, widgetCatalogueQueryOptions, widgetQueryOptions } from './api/widgets';
export { DOCTOR_STATS, DoctorStatsCards, type DoctorStatsCardsProps } from './components/doctor-stats-cards';
export { WidgetBoard } from './components/widget-board';
export { WidgetSettings, type WidgetSettingsProps } from './components/widget-settings';
