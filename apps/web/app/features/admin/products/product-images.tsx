import { ADMIN_LIMITS } from '@dhatu/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { ProductImage } from '../../catalogue';

import { FilePicker } from '../ui/file-picker';
import { ICON_BUTTON, PANEL } from '../ui/styles';
import { setProductImages, uploadProductImages } from './products-api';
import { adminProductQueries } from './products-queries';
import type { AdminProduct } from './types';
import { buttonClass } from '../../../components/ui/button';

const MAX_MB = ADMIN_LIMITS.imageBytes / 1024 / 1024;
export const IMAGES_HINT = `Up to ${ADMIN_LIMITS.productImages} pictures, ${MAX_MB} MB each (JPEG, PNG, WebP…). The first one is the main picture.`;

/** A saved product's pictures: upload more, move one up or down, remove one (its files are deleted). */
export function ProductImages({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);

  const onSaved = (message: string) => (updated: AdminProduct) => {
    queryClient.setQueryData(adminProductQueries.one(product._id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: adminProductQueries.all });
    notify.success(message);
  };
  const upload = useMutation({
    mutationFn: (picked: File[]) => uploadProductImages(product._id, picked),
    onSuccess: (updated, picked) => {
      setFiles([]);
      onSaved(picked.length === 1 ? 'Image uploaded' : `${picked.length} images uploaded`)(updated);
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not upload the images')),
  });
  const arrange = useMutation({
    mutationFn: ({ images }: { images: string[]; message: string }) => setProductImages(product._id, images),
    onSuccess: (updated, { message }) => {
      setRemoving(null);
      onSaved(message)(updated);
    },
    onError: (error) => {
      setRemoving(null);
      notify.error(errorMessage(error, 'Could not change the images'));
    },
  });

  const images = product.images;
  const busy = upload.isPending || arrange.isPending;
  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [picked] = next.splice(index, 1);
    next.splice(index + by, 0, picked!);
    arrange.mutate({ images: next, message: `Image moved ${by < 0 ? 'up' : 'down'}` });
  };

  return (
    <section aria-labelledby="product-images" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="product-images" className="font-sans text-base font-semibold text-charcoal">
        Pictures
      </h2>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No pictures yet: the shop shows a placeholder.</p>
      ) : (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Current pictures, in display order">
          {images.map((src, index) => (
            <li key={src} className="rounded-xl border border-sand bg-ivory p-2">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-mist">
                <ProductImage src={src} alt={`Picture ${index + 1} of ${product.name}`} sizes="160px" width={160} height={160} className="size-full object-cover" />
                {index === 0 && <span className="absolute top-1 left-1 rounded-full bg-charcoal px-2 py-0.5 text-[0.6875rem] font-semibold text-ivory">Main</span>}
              </div>
              <div className="mt-2 flex justify-between gap-1">
                <button type="button" className={ICON_BUTTON} disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move picture ${index + 1} up`}>
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={busy || index === images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move picture ${index + 1} down`}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <button type="button" className={`${ICON_BUTTON} hover:border-error hover:text-error`} disabled={busy} onClick={() => setRemoving(src)} aria-label={`Remove picture ${index + 1}`}>
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {images.length < ADMIN_LIMITS.productImages && (
        <div className="mt-4 border-t border-sand/70 pt-4">
          <FilePicker
            files={files}
            onChange={setFiles}
            room={ADMIN_LIMITS.productImages - images.length}
            maxBytes={ADMIN_LIMITS.imageBytes}
            label="Add images"
            hint={IMAGES_HINT}
            disabled={busy}
          />
          {files.length > 0 && (
            <button type="button" disabled={busy} aria-busy={upload.isPending || undefined} onClick={() => upload.mutate(files)} className={buttonClass('primary', 'sm', 'mt-3')}>
              <Upload size={16} aria-hidden="true" />
              {upload.isPending ? 'Uploading…' : `Upload ${files.length} ${files.length === 1 ? 'image' : 'images'}`}
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this picture?"
        message="The picture is deleted from the shop. Upload it again to bring it back."
        confirmLabel="Remove picture"
        variant="danger"
        busy={arrange.isPending}
        onConfirm={() => arrange.mutate({ images: images.filter((src) => src !== removing), message: 'Image removed' })}
      />
    </section>
  );
}
