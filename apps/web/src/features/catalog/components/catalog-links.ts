import type { LevelLinks } from '../../../components';

/** Where the catalogue's levels live on a screen: own routes on the doctor side, search params on the supplier's. */
export type CatalogLinks = LevelLinks;
