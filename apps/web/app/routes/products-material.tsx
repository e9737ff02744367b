import { redirect } from 'react-router';
import { fetchCategories } from '../features/catalogue/catalogue-api.server';
import { categoryListHref } from '../features/catalogue/catalogue-links';
import type { Route } from './+types/products-material';

/**
 * /products/{material} (storefront §2): a known category name, in any case, goes to the list
 * filtered by that category's id; anything else to the plain list. A thrown redirect is a 302 on a
 * first visit; in the browser the router never commits /products/{material}, so the history holds
 * only the list (the old page's "navigate with replace").
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const wanted = params.material.trim().toLowerCase();
  let categories: Awaited<ReturnType<typeof fetchCategories>> = [];
  try {
    categories = await fetchCategories(context.api);
  } catch (error) {
    console.error('Categories failed to load for /products/{material}', error);
  }
  const match = categories.find((category) => category.name.trim().toLowerCase() === wanted);
  throw redirect(match ? categoryListHref(match._id) : '/products');
}

export default function ProductsByMaterial() {
  return null;
}
