/** The owner's side of search (synonyms, insights). */
export { adminSearchRoutes } from './routes.ts';
