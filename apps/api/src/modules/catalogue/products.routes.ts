import { FEATURED_LIMIT, NEW_ARRIVALS_LIMIT, productListQuerySchema } from '@dhatu/domain';
import {
  bulkBannersBodySchema, bulkBannersResponseSchema, bulkBodySchema, bulkResponseSchema, festiveCollectionSchema, limitQuery,
  productIdParams, productListSchema, productNotFoundSchema, productSchema, productSectionSchema, similarQuery, sitemapSchema,
  suggestQuery, suggestionsSchema,
} from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { registerAnswerCache } from './answer-cache.ts';
import { cachedList, cachedSuggestions } from './catalogue-cache.ts';
import { searchCounter } from './search-counts.ts';
import { shopThesaurus } from './shop-thesaurus.ts';
import { PUBLIC_CATALOGUE_CACHE, registerCatalogueEtags } from './public-caching.ts';
import {
  bulkBanners, bulkProducts, featuredProducts, festiveCollection, getProduct, listProducts, newArrivals, similarProducts,
  sitemapEntries,
} from './products.service.ts';


export async function productRoutes(app: App) {
  const tags = ['catalogue'];
  // API tests change the catalogue between calls and expect to see it at once.
  const useCache = app.config.NODE_ENV !== 'test';
  await registerCatalogueEtags(app);
  const counter = searchCounter(app.db);
  app.addHook('onClose', () => counter.flush());
  // What shoppers look for (the console's search insights): the first page of each search, nobody's
  // name. Before the answer cache, so a search answered from it counts too.
  app.addHook('preHandler', async (request) => {
    const query = request.query as { search?: string; page?: number } | undefined;
    if (request.routeOptions.url === '/api/products' && query?.search && query.page === 1) counter.record(query.search);
  });
  registerAnswerCache(app);
  // Kept by the shared answer cache (not similar products: random picks, a new draw each time).
  const config = { answerCache: true };

  app.get('/api/products', {
    config,
    schema: {
      tags, summary: 'Product list: search (typo-tolerant), filters, sort and pages',
      querystring: productListQuerySchema,
      response: { 200: productListSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    const answer = useCache ? await cachedList(app, request.query) : await listProducts(app.db, request.query, { thesaurus: await shopThesaurus(app) });
    if (request.query.search && request.query.page === 1) counter.noteFound(request.query.search, answer.total);
    return answer;
  });

  app.get('/api/search/suggest', {
    schema: {
      tags, summary: 'Suggestions as the shopper types: up to 5 products and the matching categories (two letters or more)',
      querystring: suggestQuery,
      response: { 200: suggestionsSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return cachedSuggestions(app, request.query.q, useCache);
  });

  app.get('/api/products/featured', {
    config,
    schema: { tags, summary: 'Featured products, newest first', querystring: limitQuery(FEATURED_LIMIT), response: { 200: productSectionSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return { products: await featuredProducts(app.db, request.query.limit) };
  });

  app.get('/api/products/new', {
    config,
    schema: { tags, summary: 'New arrivals, newest first', querystring: limitQuery(NEW_ARRIVALS_LIMIT), response: { 200: productSectionSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return { products: await newArrivals(app.db, request.query.limit) };
  });

  app.get('/api/products/similar', {
    schema: {
      tags, summary: 'Similar products: one random product per category, topped up to 10 from 30 random others',
      querystring: similarQuery,
      response: { 200: productSectionSchema },
    },
  }, async (request) => ({ products: await similarProducts(app.db, request.query.exclude) }));

  app.get('/api/products/festive', {
    config,
    schema: { tags, summary: 'Ids of the festive collection and its banners (read them with the bulk calls)', response: { 200: festiveCollectionSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return festiveCollection(app.db);
  });

  app.get('/api/products/sitemap', {
    config,
    schema: { tags, summary: 'Ids and change times of every visible product, for /sitemap.xml', response: { 200: sitemapSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return sitemapEntries(app.db);
  });

  app.get('/api/products/:id', {
    config,
    schema: { tags, summary: 'One product', params: productIdParams, response: { 200: productSchema, 404: productNotFoundSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return getProduct(app.db, request.params.id);
  });

  app.post('/api/products/bulk', {
    schema: { tags, summary: 'Several products by id (at most 100); unknown ids in failedIds', body: bulkBodySchema, response: { 200: bulkResponseSchema } },
  }, async (request) => bulkProducts(app.db, request.body.productIds));

  app.post('/api/banners/bulk', {
    schema: {
      tags, summary: 'Several banners by id; unknown ids in failedIds',
      body: bulkBannersBodySchema,
      response: { 200: bulkBannersResponseSchema },
    },
  }, async (request) => bulkBanners(app.db, request.body.bannerIds));
}
