import type { AdminProductCreate, AdminProductCreateInput, AdminProductPatch } from '@dhatu/domain';
import type { AdminProduct } from './types';

/** The form's fields: exactly the body of POST /api/admin/products. */
export type ProductFormInput = AdminProductCreateInput;
export type ProductFormValues = AdminProductCreate;

export const PRODUCT_FIELDS = [
  'name', 'price', 'discount', 'stock', 'maxPerOrder', 'madeToOrderDays', 'category', 'subcategory', 'hsnCode', 'description', 'productDescription',
  'isFeatured', 'isNew', 'inFestive', 'isHidden',
] as const satisfies readonly (keyof ProductFormValues)[];

export type ProductField = (typeof PRODUCT_FIELDS)[number];

export const EMPTY_PRODUCT: Partial<ProductFormInput> = {
  name: '',
  discount: 0,
  maxPerOrder: null,
  madeToOrderDays: 0,
  subcategory: null,
  hsnCode: null,
  description: '',
  productDescription: '',
  isFeatured: false,
  isNew: false,
  inFestive: false,
  isHidden: false,
};

/** A stored product as the form's starting values. */
export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    price: product.price,
    discount: product.discount,
    stock: product.stock,
    maxPerOrder: product.maxPerOrder,
    madeToOrderDays: product.madeToOrderDays,
    category: product.category._id,
    subcategory: product.subcategory?._id ?? null,
    hsnCode: product.hsnCode,
    description: product.description,
    productDescription: product.productDescription,
    isFeatured: product.isFeatured,
    isNew: product.isNew,
    inFestive: product.inFestive,
    isHidden: product.isHidden,
  };
}

/** Only what the admin changed, so the PATCH (and its audit entry) says just that. */
export function changedFields(values: ProductFormValues, dirty: Partial<Record<string, unknown>>): AdminProductPatch {
  const patch: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) if (dirty[field]) patch[field] = values[field];
  // The subcategory belongs to the category: send both when either moved.
  if ('category' in patch || 'subcategory' in patch) {
    patch.category = values.category;
    patch.subcategory = values.subcategory;
  }
  return patch;
}

export function isProductField(field: string): field is ProductField {
  return (PRODUCT_FIELDS as readonly string[]).includes(field);
}
