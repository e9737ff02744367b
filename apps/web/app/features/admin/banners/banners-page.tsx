import { ADMIN_LIMITS, imageVariantUrl } from '@dhatu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

import { adminCategoryQueries } from '../categories/categories-queries';
import { FlagChips } from '../ui/flag-chips';
import { Dialog } from '../../../components/ui/dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { SelectFilter } from '../ui/select-filter';
import { PANEL } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { BannerForm, bannerToForm, materialSuggestions } from './banner-form';
import { createBanner, deleteBanner, updateBanner, uploadBannerImage, type BannerBody } from './banners-api';
import { adminBannerQueries } from './banners-queries';
import type { AdminBanner, BannerImageKind } from './types';
import { buttonClass } from '../../../components/ui/button';

/** /admin/banners: the hero and list banners, with their desktop and phone pictures. */
export function BannersPage() {
  const queryClient = useQueryClient();
  const { values, setFilters } = useListParams(['material'] as const);
  const banners = useQuery(adminBannerQueries.list(values.material));
  const categories = useQuery(adminCategoryQueries.categories());
  const categoryNames = (categories.data?.categories ?? []).map((c) => c.name);
  const [editing, setEditing] = useState<{ banner: AdminBanner | null } | null>(null);
  const [removing, setRemoving] = useState<AdminBanner | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminBannerQueries.all });

  const upload = useMutation({
    mutationFn: ({ id, kind, file }: { id: string; kind: BannerImageKind; file: File }) => uploadBannerImage(id, kind, file),
    onSuccess: async (_banner, { kind }) => {
      notify.success(kind === 'desktop' ? 'Desktop image updated' : 'Phone image updated');
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not upload the image')),
  });
  const activate = useMutation({
    mutationFn: (banner: AdminBanner) => updateBanner(banner._id, { isActive: !banner.isActive }),
    onSuccess: async (banner) => {
      notify.success(banner.isActive ? 'Banner shown in the shop' : 'Banner hidden from the shop');
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not change the banner')),
  });
  const remove = useMutation({
    mutationFn: (banner: AdminBanner) => deleteBanner(banner._id),
    onSuccess: async () => {
      notify.success('Banner deleted');
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not delete the banner')),
    onSettled: () => setRemoving(null),
  });

  const save = async (body: BannerBody) => {
    const id = editing?.banner?._id;
    await (id ? updateBanner(id, body) : createBanner(body));
    notify.success(id ? 'Banner saved' : 'Banner created. Add its desktop image, then switch it on.');
    setEditing(null);
    await refresh();
  };

  return (
    <>
      <PageHeader
        title="Banners"
        description="Pictures above the home page and the product lists. A banner shows once it is active and has its desktop image."
        actions={
          <button type="button" onClick={() => setEditing({ banner: null })} className={buttonClass('primary', 'md')}>
            <Plus size={16} aria-hidden="true" />
            New banner
          </button>
        }
      />
      <div className="mb-4 max-w-xs">
        <SelectFilter
          label="Shows on"
          value={values.material}
          options={[{ value: '', label: 'Everywhere' }, ...materialSuggestions(categoryNames)]}
          onChange={(material) => setFilters({ material })}
        />
      </div>
      <QueryState query={banners} loadingLabel="Loading banners">
        {(data) =>
          data.banners.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No banners here yet.</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.banners.map((banner) => (
                <li key={banner._id}>
                  <BannerCard
                    banner={banner}
                    uploading={upload.isPending && upload.variables?.id === banner._id ? upload.variables.kind : null}
                    onUpload={(kind, file) => upload.mutate({ id: banner._id, kind, file })}
                    onEdit={() => setEditing({ banner })}
                    onToggle={() => activate.mutate(banner)}
                    toggling={activate.isPending && activate.variables?._id === banner._id}
                    onRemove={() => setRemoving(banner)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.banner ? 'Edit banner' : 'New banner'}>
        {editing && (
          <BannerForm
            initial={bannerToForm(editing.banner)}
            hasImage={Boolean(editing.banner?.image)}
            categoryNames={categoryNames}
            submitLabel={editing.banner ? 'Save' : 'Create'}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this banner?"
        message={`"${removing?.title || removing?.material || ''}" and its pictures are deleted.`}
        confirmLabel="Delete banner"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}

interface BannerCardProps {
  banner: AdminBanner;
  uploading: BannerImageKind | null;
  onUpload: (kind: BannerImageKind, file: File) => void;
  onEdit: () => void;
  onToggle: () => void;
  toggling: boolean;
  onRemove: () => void;
}

function BannerCard({ banner, uploading, onUpload, onEdit, onToggle, toggling, onRemove }: BannerCardProps) {
  const name = banner.title || `${banner.material} banner`;
  const shown = banner.isActive && banner.image !== null;
  return (
    <article aria-label={name} className={`${PANEL} flex h-full flex-col overflow-hidden`}>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,1fr)] gap-2 bg-mist p-2">
        <Picture src={banner.image ? imageVariantUrl(banner.image, 640) : null} alt={`Desktop image of ${name}`} ratio="aspect-[16/6]" />
        <Picture src={banner.mobileImage ? imageVariantUrl(banner.mobileImage, 480) : null} alt={`Phone image of ${name}`} ratio="aspect-[4/5]" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 font-sans text-base font-semibold break-words text-charcoal">{banner.title || <span className="text-ink-muted">No title</span>}</h2>
          <FlagChips flags={[{ label: shown ? 'Shown' : 'Not shown', on: true, tone: shown ? undefined : 'warn' }]} />
        </div>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-ink-muted">
          <dt>Shows on</dt>
          <dd className="font-medium text-charcoal">{banner.material}</dd>
          <dt>Position</dt>
          <dd className="font-medium text-charcoal">{banner.position}</dd>
          <dt>Link</dt>
          <dd className="font-medium break-all text-charcoal">{banner.link ?? '—'}</dd>
        </dl>
        {banner.description && <p className="mt-2 text-sm text-ink-muted">{banner.description}</p>}
        {!banner.image && <p className="mt-2 text-xs font-semibold text-brass-deep">Needs a desktop image before it can be shown.</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <ImageUploadButton
            label={banner.image ? 'Desktop image' : 'Add desktop image'}
            context={`for ${name}`}
            busy={uploading === 'desktop'}
            maxBytes={ADMIN_LIMITS.imageBytes}
            onRejected={(message) => notify.error(message)}
            onFile={(file) => onUpload('desktop', file)}
          />
          <ImageUploadButton
            label={banner.mobileImage ? 'Phone image' : 'Add phone image'}
            context={`for ${name}`}
            busy={uploading === 'mobile'}
            maxBytes={ADMIN_LIMITS.imageBytes}
            onRejected={(message) => notify.error(message)}
            onFile={(file) => onUpload('mobile', file)}
          />
          {banner.image && (
            <button type="button" onClick={onToggle} disabled={toggling} className={buttonClass('secondary', 'sm')}>
              {banner.isActive ? <EyeOff size={15} aria-hidden="true" /> : <Eye size={15} aria-hidden="true" />}
              {banner.isActive ? 'Hide' : 'Show'}
              <span className="sr-only"> {name}</span>
            </button>
          )}
          <button type="button" onClick={onEdit} className={buttonClass('secondary', 'sm')}>
            <Pencil size={15} aria-hidden="true" />
            Edit<span className="sr-only"> {name}</span>
          </button>
          <button type="button" onClick={onRemove} className={buttonClass('danger-outline', 'sm')}>
            <Trash2 size={15} aria-hidden="true" />
            Delete<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

function Picture({ src, alt, ratio }: { src: string | null; alt: string; ratio: string }) {
  if (!src) {
    return (
      <span className={`flex ${ratio} items-center justify-center rounded-lg border border-dashed border-sand bg-white text-ink-muted/60`}>
        <ImageOff size={22} aria-hidden="true" />
        <span className="sr-only">{alt}: none yet</span>
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={`${ratio} w-full rounded-lg object-cover`} />;
}
