import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { adminProductQueries } from '../products/products-queries';
import { createCategoryLike, deleteCategoryLike, updateCategoryLike, uploadCategoryLikeImage, type SubcategoryBody } from './categories-api';
import { adminCategoryQueries } from './categories-queries';

export type CategoryKind = 'categories' | 'subcategories';
const NOUN: Record<CategoryKind, string> = { categories: 'Category', subcategories: 'Subcategory' };

/** Create, edit, picture and delete for categories and subcategories; every change refetches both lists. */
export function useCategoryActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoryQueries.all }),
      // Product rows show category names.
      queryClient.invalidateQueries({ queryKey: adminProductQueries.all }),
    ]);

  const save = useMutation({
    mutationFn: ({ kind, id, body }: { kind: CategoryKind; id?: string; body: SubcategoryBody }) =>
      id ? updateCategoryLike(kind, id, body) : createCategoryLike(kind, body),
    onSuccess: async (saved, { kind, id }) => {
      notify.success(`${NOUN[kind]} ${saved.name} ${id ? 'saved' : 'created'}`);
      await refresh();
    },
  });
  const upload = useMutation({
    mutationFn: ({ kind, id, file }: { kind: CategoryKind; id: string; file: File }) => uploadCategoryLikeImage(kind, id, file),
    onSuccess: async (saved) => {
      notify.success(`Image of ${saved.name} updated`);
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not upload the image')),
  });
  const remove = useMutation({
    mutationFn: ({ kind, id }: { kind: CategoryKind; id: string; name: string }) => deleteCategoryLike(kind, id),
    onSuccess: async (_answer, { kind, name }) => {
      notify.success(`${NOUN[kind]} ${name} deleted`);
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not delete it')),
  });
  return { save, upload, remove };
}
