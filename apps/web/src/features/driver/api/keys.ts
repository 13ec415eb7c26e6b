/** Query keys of the driver's screens; a delivery sent refreshes everything under `all`. */
export const driverKeys = {
  all: ['driver'] as const,
  dashboard: () => [...driverKeys.all, 'dashboard'] as const,
  routeLists: () => [...driverKeys.all, 'routes'] as const,
  routeList: (when: 'upcoming' | 'past', page: number) => [...driverKeys.routeLists(), when, page] as const,
  route: (routeId: number) => [...driverKeys.all, 'route', routeId] as const,
  point: (routeId: number, pointId: number) => [...driverKeys.route(routeId), 'point', pointId] as const,
};
