import { formatRupees } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../catalogue';

import { adminCategoryQueries } from '../categories/categories-queries';
import { FlagChips } from '../ui/flag-chips';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchBox } from '../ui/search-box';
import { SelectFilter, type FilterOption } from '../ui/select-filter';
import { TABLE, TABLE_WRAP, TD, TEXT_LINK, TH } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { adminProductQueries } from './products-queries';
import type { AdminProductSummary } from './types';
import { buttonClass } from '../../../components/ui/button';

const VISIBILITY_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All products' },
  { value: 'visible', label: 'Shown in the shop' },
  { value: 'hidden', label: 'Hidden' },
];
const FILTER_KEYS = ['search', 'status', 'categoryId'] as const;

/** /admin/products: the catalogue, hidden products included, searchable like the shop. */
export function ProductsListPage() {
  const { values, page, setFilters, setPage } = useListParams(FILTER_KEYS);
  const products = useQuery(adminProductQueries.list({ ...values, page }));
  const categories = useQuery(adminCategoryQueries.categories());
  const categoryOptions: FilterOption[] = [
    { value: '', label: 'All categories' },
    ...(categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name })),
  ];

  return (
    <>
      <PageHeader
        title="Products"
        description="Everything in the catalogue, hidden products included."
        actions={
          <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
            <Plus size={16} aria-hidden="true" />
            New product
          </Link>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
        <SearchBox label="Search products" placeholder="Name, category or subcategory" value={values.search} onSearch={(search) => setFilters({ search })} />
        <SelectFilter label="Shown" value={values.status} options={VISIBILITY_OPTIONS} onChange={(status) => setFilters({ status })} />
        <SelectFilter label="Category" value={values.categoryId} options={categoryOptions} onChange={(categoryId) => setFilters({ categoryId })} />
      </div>

      <QueryState query={products} loadingLabel="Loading products">
        {(data) => (
          <div aria-busy={products.isPlaceholderData || undefined} className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {data.products.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No products match.</p>
            ) : (
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">Products</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={TH}>Product</th>
                      <th scope="col" className={`${TH} text-right`}>Price</th>
                      <th scope="col" className={`${TH} text-right`}>Stock</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.products.map((product) => (
                      <ProductRow key={product._id} product={product} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'product' : 'products'} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function ProductRow({ product }: { product: AdminProductSummary }) {
  return (
    <tr className="hover:bg-ivory">
      <td className={TD}>
        <div className="flex items-start gap-3">
          <span className="block size-12 shrink-0 overflow-hidden rounded-lg bg-mist">
            <ProductImage src={product.images[0]} alt="" sizes="48px" width={48} height={48} className="size-full object-cover" />
          </span>
          <div className="min-w-0">
            <Link to={`/admin/products/${encodeURIComponent(product._id)}`} className={`${TEXT_LINK} line-clamp-2`}>
              {product.name}
            </Link>
            <span className="block text-xs text-ink-muted">
              {product.category.name}
              {product.subcategory ? ` · ${product.subcategory.name}` : ''}
            </span>
            <div className="mt-1">
              <FlagChips
                flags={[
                  { label: 'Hidden', on: product.isHidden, tone: 'warn' },
                  { label: 'Featured', on: product.isFeatured },
                  { label: 'New', on: product.isNew },
                  { label: 'Festive', on: product.inFestive },
                ]}
              />
            </div>
          </div>
        </div>
      </td>
      <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
        <span className="font-semibold text-charcoal">{formatRupees(product.salePrice)}</span>
        {product.discount > 0 && (
          <span className="block text-xs text-ink-muted">
            <s>{formatRupees(product.price)}</s> · {product.discount}% off
          </span>
        )}
      </td>
      <td className={`${TD} text-right tabular-nums`}>
        <span className={product.stock === 0 ? 'font-semibold text-error' : 'text-charcoal'}>{product.stock === 0 ? 'Out of stock' : product.stock.toLocaleString('en-IN')}</span>
      </td>
    </tr>
  );
}
