import { ADMIN_LIMITS } from '@dhatu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

import { dashboardQueries } from '../dashboard/dashboard-queries';
import { FilePicker } from '../ui/file-picker';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';

import { ProductForm } from './product-form';
import { EMPTY_PRODUCT, productToForm } from './product-form-values';
import { IMAGES_HINT, ProductImages } from './product-images';
import { ProductVariants } from './product-variants';
import { createProduct, deleteProduct, updateProduct, uploadProductImages } from './products-api';
import { adminProductQueries } from './products-queries';
import type { AdminProduct } from './types';
import { buttonClass } from '../../../components/ui/button';

function BackLink() {
  return (
    <Link to="/admin/products" className="mb-3 inline-flex h-10 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-rose-deep hover:underline">
      <ArrowLeft size={16} aria-hidden="true" />
      All products
    </Link>
  );
}

/** /admin/products/new: the form, with pictures picked now and uploaded right after the product is created. */
export function NewProductPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);

  return (
    <>
      <BackLink />
      <PageHeader title="New product" description="It appears in the shop once saved, unless you hide it." />
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel="Create product"
        onSave={async (values) => {
          const created = await createProduct(values);
          let product = created;
          if (files.length > 0) {
            try {
              product = await uploadProductImages(created._id, files);
            } catch (error) {
              notify.error(errorMessage(error, 'The product was created, but its images could not be uploaded. Try again below.'));
            }
          }
          queryClient.setQueryData(adminProductQueries.one(product._id).queryKey, product);
          void queryClient.invalidateQueries({ queryKey: adminProductQueries.all });
          notify.success(`${product.name} created`);
          await navigate(`/admin/products/${encodeURIComponent(product._id)}`, { replace: true });
        }}
      >
        <div>
          <p className="mb-1.5 text-sm font-semibold text-charcoal">Pictures</p>
          <FilePicker files={files} onChange={setFiles} room={ADMIN_LIMITS.productImages} maxBytes={ADMIN_LIMITS.imageBytes} label="Add images" hint={IMAGES_HINT} />
        </div>
      </ProductForm>
    </>
  );
}

/** /admin/products/{id}: edit every field, manage the pictures, or delete the product. */
export function EditProductPage({ productId }: { productId: string }) {
  const product = useQuery(adminProductQueries.one(productId));
  return (
    <>
      <BackLink />
      <QueryState query={product} loadingLabel="Loading the product" notFound="Product not found">
        {(data) => <EditProduct product={data} />}
      </QueryState>
    </>
  );
}

function EditProduct({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const key = adminProductQueries.one(product._id).queryKey;

  const remove = useMutation({
    mutationFn: () => deleteProduct(product._id),
    onSuccess: async (answer) => {
      setConfirming(false);
      notify.success('archived' in answer ? `${product.name} was ordered before, so it is hidden for good and kept for old orders` : `${product.name} deleted`);
      // Leave first: refetching the open product would only meet a 404.
      await navigate('/admin/products', { replace: true });
      queryClient.removeQueries({ queryKey: key });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductQueries.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
      ]);
    },
    onError: (error) => {
      setConfirming(false);
      notify.error(errorMessage(error, 'Could not delete the product'));
    },
  });

  return (
    <>
      <PageHeader
        title={product.name}
        description={`${product.category.name}${product.subcategory ? ` · ${product.subcategory.name}` : ''}${product.isHidden ? ' · Hidden from the shop' : ''}`}
        actions={
          <>
            {!product.isHidden && (
              <Link to={`/products/id/${encodeURIComponent(product._id)}`} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
                <ExternalLink size={16} aria-hidden="true" />
                View in shop
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            )}
            <button type="button" onClick={() => setConfirming(true)} className={buttonClass('danger-outline', 'sm')}>
              <Trash2 size={16} aria-hidden="true" />
              Delete
            </button>
          </>
        }
      />
      <div className="space-y-4">
        <ProductForm
          // With variants, price and stock follow the variants panel: the form starts again from each save there.
          key={product.options.length > 0 ? `variants:${product.price}:${product.discount}:${product.stock}` : 'plain'}
          variantsManaged={product.options.length > 0}
          initial={productToForm(product)}
          submitLabel="Save changes"
          onSave={async (_values, changes) => {
            if (Object.keys(changes).length === 0) {
              notify.info('Nothing changed');
              return;
            }
            const updated = await updateProduct(product._id, changes);
            queryClient.setQueryData(key, updated);
            void queryClient.invalidateQueries({ queryKey: adminProductQueries.all });
            void queryClient.invalidateQueries({ queryKey: dashboardQueries.all });
            notify.success('Product saved');
          }}
        />
        <ProductImages product={product} />
        <ProductVariants key={product.images.join('|')} product={product} />
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${product.name}?`}
        message="A product that was never ordered is deleted with its pictures and reviews. One that was ordered before is hidden for good instead, so old orders and invoices still show it."
        confirmLabel="Delete product"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
