import type { SearchInsights, SynonymDto, SynonymList } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath } from '../admin-request';

/** /api/admin/search answers the contract's shapes (issue 28). */
export type { SearchInsights, SynonymDto, SynonymList };

export function fetchSearchInsights(days: 7 | 30, signal?: AbortSignal): Promise<SearchInsights> {
  return apiFetch<SearchInsights>(adminPath('/search/insights', { days }), { signal });
}

export function fetchSynonyms(signal?: AbortSignal): Promise<SynonymList> {
  return apiFetch<SynonymList>(adminPath('/search/synonyms'), { signal });
}

export function addSynonym(body: { term: string; words: string[] }): Promise<SynonymDto> {
  return apiFetch<SynonymDto>(adminPath('/search/synonyms'), { method: 'POST', body });
}

export function removeSynonym(id: string): Promise<{ deleted: true }> {
  return apiFetch<{ deleted: true }>(adminPath(`/search/synonyms/${encodeURIComponent(id)}`), { method: 'DELETE' });
}

export function updateSynonym({ id, ...body }: { id: string; term: string; words: string[] }): Promise<SynonymDto> {
  return apiFetch<SynonymDto>(adminPath(`/search/synonyms/${encodeURIComponent(id)}`), { method: 'PUT', body });
}
