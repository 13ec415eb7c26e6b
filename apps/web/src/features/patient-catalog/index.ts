// Public surface of the patient's shop (issue 13 item 6): catalog by category, item, cart and checkout.
export { CategoriesPage } from './components/categories-page';
export { CategoryPage } from './components/category-page';
export { SubcategoryPage } from './components/subcategory-page';
export { ItemPage } from './components/item-page';
export { CartPage } from './components/cart-page';
export { patientCatalogKeys } from './api/keys';
export { idOf as catalogParam } from './routes';
