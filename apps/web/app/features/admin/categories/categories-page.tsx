import { ADMIN_LIMITS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProductImage } from '../../catalogue';

import { Dialog } from '../../../components/ui/dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { PANEL } from '../ui/styles';
import { CategoryForm, type CategoryFormValues } from './category-form';
import { adminCategoryQueries } from './categories-queries';
import type { AdminCategory, AdminSubcategory } from './types';
import { useCategoryActions, type CategoryKind } from './use-category-actions';
import { buttonClass } from '../../../components/ui/button';

type Editing = { kind: CategoryKind; item: AdminCategory | AdminSubcategory | null; parentId?: string };
type Removing = { kind: CategoryKind; item: AdminCategory | AdminSubcategory };

/** /admin/categories: categories with their subcategories, each with its picture. */
export function CategoriesPage() {
  const categories = useQuery(adminCategoryQueries.categories());
  const subcategories = useQuery(adminCategoryQueries.subcategories());
  const actions = useCategoryActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);

  const save = async (values: CategoryFormValues) => {
    if (!editing) return;
    const body = editing.kind === 'categories' ? { name: values.name, position: values.position, hsnCode: values.hsnCode } : values;
    await actions.save.mutateAsync({ kind: editing.kind, id: editing.item?._id, body });
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title="Categories"
        description="The shop's categories and their subcategories, in menu order."
        actions={
          <button type="button" onClick={() => setEditing({ kind: 'categories', item: null })} className={buttonClass('primary', 'md')}>
            <Plus size={16} aria-hidden="true" />
            New category
          </button>
        }
      />
      <QueryState query={categories} loadingLabel="Loading categories">
        {(data) => (
          <ul className="space-y-4">
            {data.categories.map((category) => {
              const children = (subcategories.data?.subcategories ?? []).filter((s) => s.categoryId === category._id);
              return (
                <li key={category._id} className={`${PANEL} p-4 sm:p-5`}>
                  <section aria-label={category.name}>
                    <Row
                      kind="categories"
                      item={category}
                      detail={`Position ${category.position} · ${count(category.productCount, 'product')} · ${count(category.subcategoryCount, 'subcategory', 'subcategories')}${category.hsnCode ? ` · HSN ${category.hsnCode}` : ''}`}
                      actions={actions}
                      onEdit={() => setEditing({ kind: 'categories', item: category })}
                      onRemove={() => setRemoving({ kind: 'categories', item: category })}
                      heading
                    />
                    <div className="mt-4 border-t border-sand/70 pt-3 sm:ml-[4.5rem]">
                      <h3 className="font-sans text-xs font-semibold tracking-wide text-ink-muted uppercase">Subcategories</h3>
                      {children.length === 0 ? (
                        <p className="mt-2 text-sm text-ink-muted">{subcategories.isPending ? 'Loading…' : 'None yet.'}</p>
                      ) : (
                        <ul className="mt-2 divide-y divide-sand/60">
                          {children.map((sub) => (
                            <li key={sub._id} className="py-3 first:pt-1 last:pb-1">
                              <Row
                                kind="subcategories"
                                item={sub}
                                detail={`Position ${sub.position} · ${count(sub.productCount, 'product')}`}
                                actions={actions}
                                onEdit={() => setEditing({ kind: 'subcategories', item: sub })}
                                onRemove={() => setRemoving({ kind: 'subcategories', item: sub })}
                              />
                            </li>
                          ))}
                        </ul>
                      )}
                      <button
                        type="button"
                        onClick={() => setEditing({ kind: 'subcategories', item: null, parentId: category._id })}
                        className={buttonClass('secondary', 'sm', 'mt-2')}
                      >
                        <Plus size={16} aria-hidden="true" />
                        Add subcategory<span className="sr-only"> to {category.name}</span>
                      </button>
                    </div>
                  </section>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `${editing.item ? 'Edit' : 'New'} ${editing.kind === 'categories' ? 'category' : 'subcategory'}` : ''}
      >
        {editing && (
          <CategoryForm
            initial={{
              name: editing.item?.name ?? '',
              position: editing.item?.position,
              categoryId: editing.kind === 'subcategories' ? ((editing.item as AdminSubcategory | null)?.categoryId ?? editing.parentId) : undefined,
              hsnCode: editing.kind === 'categories' ? ((editing.item as AdminCategory | null)?.hsnCode ?? '') : undefined,
            }}
            parents={editing.kind === 'subcategories' ? categories.data?.categories : undefined}
            submitLabel={editing.item ? 'Save' : 'Create'}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Delete ${removing.item.name}?` : ''}
        message={
          removing?.kind === 'categories'
            ? 'Its subcategories are deleted with it. A category that still has products cannot be deleted: move or delete them first.'
            : 'A subcategory that still has products cannot be deleted: move them first.'
        }
        confirmLabel="Delete"
        variant="danger"
        busy={actions.remove.isPending}
        onConfirm={() => removing && actions.remove.mutate({ kind: removing.kind, id: removing.item._id, name: removing.item.name }, { onSettled: () => setRemoving(null) })}
      />
    </>
  );
}

function count(n: number, one: string, many = `${one}s`) {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
}

interface RowProps {
  kind: CategoryKind;
  item: AdminCategory | AdminSubcategory;
  detail: string;
  actions: ReturnType<typeof useCategoryActions>;
  onEdit: () => void;
  onRemove: () => void;
  heading?: boolean;
}

/** On phones the row's buttons shrink to round icons (their names are still read out). */
const COMPACT = 'max-sm:w-10 max-sm:px-0';

function Row({ kind, item, detail, actions, onEdit, onRemove, heading = false }: RowProps) {
  const uploading = actions.upload.isPending && actions.upload.variables?.id === item._id;
  const Title = heading ? 'h2' : 'p';
  return (
    <div className="flex items-center gap-3">
      <span className={`block shrink-0 overflow-hidden rounded-xl bg-mist ${heading ? 'size-14' : 'size-11'}`}>
        <ProductImage src={item.image ?? undefined} alt="" sizes="56px" width={56} height={56} className="size-full object-cover" />
      </span>
      <div className="min-w-0 flex-1">
        <Title className={`break-words text-charcoal ${heading ? 'font-serif text-xl' : 'text-sm font-semibold'}`}>{item.name}</Title>
        <p className="text-xs text-ink-muted">{detail}</p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-2">
        <ImageUploadButton
          label={item.image ? 'Change image' : 'Add image'}
          context={`for ${item.name}`}
          busy={uploading}
          maxBytes={ADMIN_LIMITS.imageBytes}
          onRejected={(message) => notify.error(message)}
          onFile={(file) => actions.upload.mutate({ kind, id: item._id, file })}
          compact
        />
        <button type="button" onClick={onEdit} className={`${buttonClass('secondary', 'sm')} ${COMPACT}`}>
          <Pencil size={15} aria-hidden="true" />
          <span className="max-sm:sr-only">Edit</span>
          <span className="sr-only"> {item.name}</span>
        </button>
        <button type="button" onClick={onRemove} className={`${buttonClass('danger-outline', 'sm')} ${COMPACT}`}>
          <Trash2 size={15} aria-hidden="true" />
          <span className="max-sm:sr-only">Delete</span>
          <span className="sr-only"> {item.name}</span>
        </button>
      </div>
    </div>
  );
}
