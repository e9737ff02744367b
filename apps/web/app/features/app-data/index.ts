/** The app-data feature's public face: what other features may use. */
export { parentCategoryId, unwrapList } from './app-data';
export { useAppData } from './app-data-context';
export { type Banner, type Category, type ShopSettings, type Subcategory } from './types';
