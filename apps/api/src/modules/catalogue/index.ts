/** The catalogue module's public face: what other modules may use. */
export { productColumns, relevance, searchCondition, searchWords, selectProducts, toProductDto, visible, type ProductRow } from './products.repository.ts';
export { buildSearchText } from './search-text.ts';
export { findVariantOf, refreshVariantSummary, toVariantDto, variantsOf } from './variants.repository.ts';
export { searchCounter, searchInsights } from './search-counts.ts';
export { cacheTagsForSynonyms } from './shop-thesaurus.ts';
