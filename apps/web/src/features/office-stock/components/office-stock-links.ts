import type { LevelLinks } from '../../../components';

/** Where the office stock's levels live on a screen: the doctor's own routes, or inside an order's items tab. */
export type OfficeStockLinks = LevelLinks;
