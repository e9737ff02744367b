import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { INPUT, inputBorder } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { retryOnce } from '../admin-errors';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { PANEL, TABLE, TABLE_WRAP, TD, TH } from '../ui/styles';
import { addSynonym, fetchSearchInsights, fetchSynonyms, removeSynonym, updateSynonym, type SearchInsights, type SynonymDto } from './search-api';

/** /admin/search: what shoppers searched for, and the owner's synonyms (issue 28). */
export function SearchPage() {
  const [days, setDays] = useState<7 | 30>(7);
  const insights = useQuery({ queryKey: ['admin', 'search', 'insights', days], queryFn: ({ signal }) => fetchSearchInsights(days, signal), staleTime: 0, retry: retryOnce });
  return (
    <>
      <PageHeader title="Searches" description="What shoppers looked for (nobody who searched is recorded), and words you teach the search." />
      <div className="mb-4 flex gap-2" role="group" aria-label="Period">
        {([7, 30] as const).map((d) => (
          <Button key={d} size="sm" variant={d === days ? 'primary' : 'secondary'} aria-pressed={d === days} onClick={() => setDays(d)}>
            Last {d} days
          </Button>
        ))}
      </div>
      <QueryState query={insights} loadingLabel="Loading searches">
        {(data) => (
          <div className="grid gap-5 lg:grid-cols-2">
            <CountTable title="Top searches" rows={data.top} empty="No searches yet." />
            <CountTable title="Searches that found nothing" rows={data.noResults} empty="Every search found something." />
          </div>
        )}
      </QueryState>
      <Synonyms />
    </>
  );
}

function CountTable({ title, rows, empty }: { title: string; rows: SearchInsights['top']; empty: string }) {
  return (
    <section aria-label={title} className={TABLE_WRAP}>
      <h2 className="px-4 pt-4 pb-2 font-sans text-base font-semibold text-charcoal">{title}</h2>
      {rows.length === 0 ? <p className="px-4 pb-4 text-sm text-ink-muted">{empty}</p> : (
        <table className={TABLE}>
          <thead><tr><th scope="col" className={TH}>Search</th><th scope="col" className={`${TH} text-right`}>Times</th></tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}><td className={TD}>{row.query}</td><td className={`${TD} text-right`}>{row.searches.toLocaleString('en-IN')}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Synonyms() {
  const queryClient = useQueryClient();
  const synonyms = useQuery({ queryKey: ['admin', 'search', 'synonyms'], queryFn: ({ signal }) => fetchSynonyms(signal), staleTime: 0, retry: retryOnce });
  const [term, setTerm] = useState('');
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The synonym being changed in the form, or null: the form adds a new one. */
  const [editing, setEditing] = useState<SynonymDto | null>(null);
  const termInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'search', 'synonyms'] });
  const fill = (rule: SynonymDto | null) => {
    setEditing(rule);
    setTerm(rule?.term ?? '');
    setWords(rule?.words.join(', ') ?? '');
    setError(null);
  };
  const save = useMutation({
    mutationFn: (body: { term: string; words: string[] }) => (editing ? updateSynonym({ id: editing._id, ...body }) : addSynonym(body)),
    onSuccess: (made) => {
      notify.success(`Shoppers who search "${made.term}" now see ${made.words.join(', ')}.`);
      fill(null);
    },
    onError: (failure) => setError(errorMessage(failure, 'The synonym was not saved')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: removeSynonym,
    onSuccess: (_, id) => { if (editing?._id === id) fill(null); },
    onSettled: refresh,
    onError: (failure) => notify.error(errorMessage(failure, 'Not removed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ term, words: words.split(',').map((w) => w.trim()).filter(Boolean) });
  };
  return (
    <section aria-labelledby="synonyms-heading" className={`${PANEL} mt-6 space-y-4 p-4 sm:p-5`}>
      <h2 id="synonyms-heading" className="font-sans text-base font-semibold text-charcoal">Synonyms</h2>
      <p className="text-sm text-ink-muted">Built in: Hindi and regional names (chandi, pital, diya, urli…), spellings and plurals. Add the shop's own: a word shoppers type, and the words of your products it means.</p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <label className="text-sm font-semibold text-charcoal">Shoppers type
          <input ref={termInput} value={term} onChange={(e) => setTerm(e.target.value)} className={`${INPUT} ${inputBorder(error)} mt-1`} aria-invalid={error ? true : undefined} aria-describedby={error ? 'synonym-error' : undefined} />
        </label>
        <label className="text-sm font-semibold text-charcoal">It means (words, comma-separated)
          <input value={words} onChange={(e) => setWords(e.target.value)} className={`${INPUT} ${inputBorder(error)} mt-1`} aria-invalid={error ? true : undefined} aria-describedby={error ? 'synonym-error' : undefined} />
        </label>
        <div className="flex gap-2 *:flex-1 sm:*:flex-none">
          <Button type="submit" busy={save.isPending}>{editing ? 'Save' : 'Add'}</Button>
          {editing && <Button type="button" variant="secondary" onClick={() => fill(null)}>Cancel</Button>}
        </div>
      </form>
      {error && <p id="synonym-error" role="alert" className="text-sm text-error">{error}</p>}
      <QueryState query={synonyms} loadingLabel="Loading synonyms">
        {({ synonyms: rows }) => rows.length === 0 ? <p className="text-sm text-ink-muted">None added yet.</p> : (
          <ul className="divide-y divide-sand/60">
            {rows.map((row) => (
              <li key={row._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span><strong>{row.term}</strong> → {row.words.join(', ')}</span>
                <span className="flex gap-1">
                  <button type="button" aria-label={`Change ${row.term}`} onClick={() => { fill(row); termInput.current?.focus(); }} className="icon-button">
                    <Pencil size={16} aria-hidden="true" />
                  </button>
                  <button type="button" aria-label={`Remove ${row.term}`} onClick={() => remove.mutate(row._id)} className="icon-button">
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
