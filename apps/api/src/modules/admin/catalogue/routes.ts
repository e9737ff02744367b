import multipart from '@fastify/multipart';
import { ADMIN_LIMITS } from '@dhatu/domain';
import {
  adminBannerListQuery, adminBannerListSchema, adminBannerSchema, adminCategoryListQuery, adminCategoryListSchema,
  adminCategorySchema, adminCouponListQuery, adminCouponListSchema, adminCouponSchema, adminProductListQuery,
  adminProductListSchema, adminProductSchema, adminSubcategoryListQuery, adminSubcategoryListSchema,
  adminSubcategorySchema, bannerCreateBody, bannerImageQuery, bannerPatchBody, categoryCreateBody, categoryPatchBody,
  couponCreateBody, couponDeletedSchema, couponPatchBody, deletedSchema, errorResponseSchema, idParams,
  productCreateBody, productDeletedSchema, productImagesBody, productPatchBody, subcategoryCreateBody,
  subcategoryPatchBody, variantsBody,
} from '@dhatu/domain/contracts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { cacheTags, productChangeTags } from '../../../lib/changes/cache-tags.ts';
import { requireAdminAccess } from './admin-media.ts';
import { ADMIN_UPLOAD_LIMITS, readImageFiles } from './admin-media.ts';
import {
  createAdminBanner, deleteAdminBanner, listAdminBanners, setBannerImage, updateAdminBanner,
} from './banners.service.ts';
import {
  createAdminCategory, createAdminSubcategory, deleteAdminCategory, deleteAdminSubcategory, listAdminCategories,
  listAdminSubcategories, setCategoryImage, setSubcategoryImage, updateAdminCategory, updateAdminSubcategory,
} from './categories.service.ts';
import {
  createAdminCoupon, deleteAdminCoupon, getAdminCoupon, listAdminCoupons, updateAdminCoupon,
} from './coupons.service.ts';
import { requireGstRate } from './hsn-rate.ts';
import { addProductImages, setProductImages } from './product-images.service.ts';
import {
  createAdminProduct, deleteAdminProduct, getAdminProduct, listAdminProducts, updateAdminProduct,
} from './products.service.ts';
import { setProductVariants } from './variants.service.ts';

const IMAGE_HELP = 'multipart/form-data. The bytes must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image of at most '
  + `${ADMIN_LIMITS.imageBytes / 1024 / 1024} MB and 40 megapixels; it is re-encoded to WebP at the storefront's widths.`;

/**
 * The shop owner's catalogue: products (with images and the festive collection), categories,
 * subcategories, banners and coupons. Every route needs an admin (401 without a token, 403 for a
 * customer) and every change writes one audit row in its own transaction.
 */
export async function adminCatalogueRoutes(app: App) {
  const tags = ['admin: catalogue'];
  const security = [{ bearer: [] }];
  const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };
  const failures = { 400: errorResponseSchema, ...guarded, 404: errorResponseSchema, 409: errorResponseSchema };
  const uploadFailures = { ...failures, 413: errorResponseSchema };

  app.addHook('onRequest', requireAdminAccess(app));
  await app.register(multipart, { limits: ADMIN_UPLOAD_LIMITS });

  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  /** After the change committed: every instance drops what it touched (lib/changes), then the answer leaves. */
  const published = async <T>(answer: T, tags: readonly string[]): Promise<T> => {
    await app.changes.publish(tags);
    return answer;
  };
  const shopWide = [cacheTags.categories, cacheTags.catalogue];

  // ── Products ──────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/products', {
    schema: {
      tags, security, summary: 'Products, hidden ones included (archived ones not), most recently changed first; search like the shop',
      querystring: adminProductListQuery, response: { 200: adminProductListSchema, ...failures },
    },
  }, async (request) => listAdminProducts(app.db, request.query));

  app.get('/api/admin/products/:id', {
    schema: { tags, security, summary: 'One product with its descriptions', params: idParams, response: { 200: adminProductSchema, ...failures } },
  }, async (request) => getAdminProduct(app.db, request.params.id));

  app.post('/api/admin/products', {
    schema: {
      tags, security, summary: 'Create a product (images are added next, with POST …/images)',
      description: 'name, price (whole rupees), stock and category are required; subcategory must belong to the category. inFestive: true appends it to the festive collection.',
      body: productCreateBody, response: { 201: adminProductSchema, ...failures },
    },
  }, async (request, reply) => {
    requireGstRate(app.config, request.body.hsnCode);
    const product = await createAdminProduct(app.db, actor(request), request.body);
    return reply.status(201).send(await published(product, productChangeTags(product._id, 'all')));
  });

  app.patch('/api/admin/products/:id', {
    schema: {
      tags, security, summary: 'Change any of the product fields (isHidden hides it from the shop; inFestive adds it to or takes it out of the festive collection)',
      params: idParams, body: productPatchBody, response: { 200: adminProductSchema, ...failures },
    },
  }, async (request) => {
    requireGstRate(app.config, request.body.hsnCode);
    const product = await updateAdminProduct(app.db, actor(request), request.params.id, request.body);
    return published(product, productChangeTags(product._id, request.body));
  });

  app.delete('/api/admin/products/:id', {
    schema: {
      tags, security, summary: 'Delete a product; one that was ever ordered is archived instead (hidden for good, old orders keep showing it)',
      params: idParams, response: { 200: productDeletedSchema, ...failures },
    },
  }, async (request) => published(
    await deleteAdminProduct(app.db, actor(request), request.params.id), productChangeTags(request.params.id, 'all'),
  ));

  app.post('/api/admin/products/:id/images', {
    schema: {
      tags, security, consumes: ['multipart/form-data'],
      summary: `Add images (field 'images', repeated) after the current ones; at most ${ADMIN_LIMITS.productImages} per product`,
      description: IMAGE_HELP, params: idParams, response: { 200: adminProductSchema, ...uploadFailures },
    },
  }, async (request) => {
    const files = await readImageFiles(request, 'images', ADMIN_LIMITS.productImages);
    return published(await addProductImages(app.db, actor(request), request.params.id, files), productChangeTags(request.params.id, {}));
  });

  app.put('/api/admin/products/:id/images', {
    schema: {
      tags, security, summary: 'Reorder or remove images: the new list, a reorder or subset of the current one (removed files are deleted)',
      params: idParams, body: productImagesBody, response: { 200: adminProductSchema, ...failures },
    },
  }, async (request) => published(
    await setProductImages(app.db, actor(request), request.params.id, request.body.images), productChangeTags(request.params.id, {}),
  ));

  app.put('/api/admin/products/:id/variants', {
    schema: {
      tags, security,
      summary: 'Replace the options (at most 3) and variants (at most 100): each with values (one per option, in order), sku, price, discount, stock, weightGrams, image',
      description: 'A row whose values match a variant keeps it (and its _id); a variant left out is deleted, or retired (hidden, kept for orders and invoices) when it was ordered. '
        + "Bad input (too many options or variants, an empty or repeated option name or value, values that don't match the options, two rows with the same values, a SKU another variant uses, an image not the product's): 400 naming the row, nothing changed. "
        + 'Answers the product as GET /api/admin/products/{id}. The product then costs its cheapest variant in stock and holds the sum of their stock.',
      params: idParams, body: variantsBody, response: { 200: adminProductSchema, ...failures },
    },
  }, async (request) => published(
    await setProductVariants(app.db, actor(request), request.params.id, request.body), productChangeTags(request.params.id, 'all'),
  ));

  // ── Categories and subcategories ──────────────────────────────────────────────────────────
  app.get('/api/admin/categories', {
    schema: {
      tags, security, summary: 'Categories in shop order, with their product and subcategory counts',
      querystring: adminCategoryListQuery, response: { 200: adminCategoryListSchema, ...failures },
    },
  }, async (request) => listAdminCategories(app.db, request.query));

  app.post('/api/admin/categories', {
    schema: { tags, security, summary: 'Create a category (last unless a position is given)', body: categoryCreateBody, response: { 201: adminCategorySchema, ...failures } },
  }, async (request, reply) => {
    requireGstRate(app.config, request.body.hsnCode);
    return reply.status(201).send(await published(await createAdminCategory(app.db, actor(request), request.body), shopWide));
  });

  app.patch('/api/admin/categories/:id', {
    schema: { tags, security, summary: 'Rename or move a category, or set its HSN code', params: idParams, body: categoryPatchBody, response: { 200: adminCategorySchema, ...failures } },
  }, async (request) => {
    requireGstRate(app.config, request.body.hsnCode);
    return published(await updateAdminCategory(app.db, actor(request), request.params.id, request.body), shopWide);
  });

  app.delete('/api/admin/categories/:id', {
    schema: {
      tags, security, summary: 'Delete a category and its (empty) subcategories; 409 while products use it',
      params: idParams, response: { 200: deletedSchema, ...failures },
    },
  }, async (request) => published(await deleteAdminCategory(app.db, actor(request), request.params.id), shopWide));

  app.post('/api/admin/categories/:id/image', {
    schema: {
      tags, security, consumes: ['multipart/form-data'], summary: "Set the category's image (field 'image'); the old one is deleted",
      description: IMAGE_HELP, params: idParams, response: { 200: adminCategorySchema, ...uploadFailures },
    },
  }, async (request) => {
    const [file] = await readImageFiles(request, 'image', 1);
    return published(await setCategoryImage(app.db, actor(request), request.params.id, file!), shopWide);
  });

  app.get('/api/admin/subcategories', {
    schema: {
      tags, security, summary: 'Subcategories (of one category with categoryId), with their product counts',
      querystring: adminSubcategoryListQuery, response: { 200: adminSubcategoryListSchema, ...failures },
    },
  }, async (request) => listAdminSubcategories(app.db, request.query));

  app.post('/api/admin/subcategories', {
    schema: { tags, security, summary: 'Create a subcategory of a category', body: subcategoryCreateBody, response: { 201: adminSubcategorySchema, ...failures } },
  }, async (request, reply) => reply.status(201).send(await published(await createAdminSubcategory(app.db, actor(request), request.body), shopWide)));

  app.patch('/api/admin/subcategories/:id', {
    schema: {
      tags, security, summary: 'Rename or move a subcategory (to another category only while no product uses it)',
      params: idParams, body: subcategoryPatchBody, response: { 200: adminSubcategorySchema, ...failures },
    },
  }, async (request) => published(await updateAdminSubcategory(app.db, actor(request), request.params.id, request.body), shopWide));

  app.delete('/api/admin/subcategories/:id', {
    schema: { tags, security, summary: 'Delete a subcategory; 409 while products use it', params: idParams, response: { 200: deletedSchema, ...failures } },
  }, async (request) => published(await deleteAdminSubcategory(app.db, actor(request), request.params.id), shopWide));

  app.post('/api/admin/subcategories/:id/image', {
    schema: {
      tags, security, consumes: ['multipart/form-data'], summary: "Set the subcategory's image (field 'image'); the old one is deleted",
      description: IMAGE_HELP, params: idParams, response: { 200: adminSubcategorySchema, ...uploadFailures },
    },
  }, async (request) => {
    const [file] = await readImageFiles(request, 'image', 1);
    return published(await setSubcategoryImage(app.db, actor(request), request.params.id, file!), shopWide);
  });

  // ── Banners ───────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/banners', {
    schema: {
      tags, security, summary: 'Banners, inactive ones included, by material and position',
      querystring: adminBannerListQuery, response: { 200: adminBannerListSchema, ...failures },
    },
  }, async (request) => listAdminBanners(app.db, request.query));

  app.post('/api/admin/banners', {
    schema: {
      tags, security, summary: 'Create a banner (inactive until its desktop image is uploaded)',
      body: bannerCreateBody, response: { 201: adminBannerSchema, ...failures },
    },
  }, async (request, reply) => reply.status(201).send(await published(await createAdminBanner(app.db, actor(request), request.body), [cacheTags.banners])));

  app.patch('/api/admin/banners/:id', {
    schema: { tags, security, summary: 'Change a banner', params: idParams, body: bannerPatchBody, response: { 200: adminBannerSchema, ...failures } },
  }, async (request) => published(await updateAdminBanner(app.db, actor(request), request.params.id, request.body), [cacheTags.banners]));

  app.delete('/api/admin/banners/:id', {
    schema: { tags, security, summary: 'Delete a banner and its images', params: idParams, response: { 200: deletedSchema, ...failures } },
  }, async (request) => published(await deleteAdminBanner(app.db, actor(request), request.params.id), [cacheTags.banners]));

  app.post('/api/admin/banners/:id/image', {
    schema: {
      tags, security, consumes: ['multipart/form-data'],
      summary: "Set the banner's desktop (default) or mobile image (field 'image'); the old one is deleted",
      description: `${IMAGE_HELP} Desktop images are written 1920/1280/640 px wide, mobile ones 960/480/240 px.`,
      params: idParams, querystring: bannerImageQuery, response: { 200: adminBannerSchema, ...uploadFailures },
    },
  }, async (request) => {
    const [file] = await readImageFiles(request, 'image', 1);
    return published(await setBannerImage(app.db, actor(request), request.params.id, request.query.kind, file!), [cacheTags.banners]);
  });

  // ── Coupons ───────────────────────────────────────────────────────────────────────────────
  app.get('/api/admin/coupons', {
    schema: {
      tags, security, summary: 'Coupons with their uses so far, active ones first',
      querystring: adminCouponListQuery, response: { 200: adminCouponListSchema, ...failures },
    },
  }, async (request) => listAdminCoupons(app.db, request.query));

  app.get('/api/admin/coupons/:id', {
    schema: { tags, security, summary: 'One coupon', params: idParams, response: { 200: adminCouponSchema, ...failures } },
  }, async (request) => getAdminCoupon(app.db, request.params.id));

  app.post('/api/admin/coupons', {
    schema: {
      tags, security, summary: 'Create a coupon',
      description: 'discountValue is a percent (1–100) for percentage and percentage_upto, whole rupees for fixed; percentage_upto needs maxDiscountAmount.',
      body: couponCreateBody, response: { 201: adminCouponSchema, ...failures },
    },
  }, async (request, reply) => reply.status(201).send(await published(await createAdminCoupon(app.db, actor(request), request.body), [cacheTags.coupons])));

  app.patch('/api/admin/coupons/:id', {
    schema: {
      tags, security, summary: 'Change any coupon field (the result is checked as a whole; the usage limit cannot go below the uses so far)',
      params: idParams, body: couponPatchBody, response: { 200: adminCouponSchema, ...failures },
    },
  }, async (request) => published(await updateAdminCoupon(app.db, actor(request), request.params.id, request.body), [cacheTags.coupons]));

  app.delete('/api/admin/coupons/:id', {
    schema: {
      tags, security, summary: 'Delete a coupon; one an order used is deactivated instead',
      params: idParams, response: { 200: couponDeletedSchema, ...failures },
    },
  }, async (request) => published(await deleteAdminCoupon(app.db, actor(request), request.params.id), [cacheTags.coupons]));
}
