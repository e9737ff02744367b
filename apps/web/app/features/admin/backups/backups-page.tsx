import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, DatabaseBackup, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatShortDateTime } from '../format';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { PANEL, TABLE, TABLE_WRAP, TD, TH, TEXT_LINK } from '../ui/styles';
import { backUpNow, downloadBackup, type BackupDto, type BackupStatusDto } from './backups-api';
import { adminBackupQueries } from './backups-queries';
import { formatBytes } from './format-bytes';

/** /admin/backups: the shop's own backups of its database and images (issue 27). */
export function BackupsPage() {
  const status = useQuery(adminBackupQueries.status());
  const list = useQuery(adminBackupQueries.list());
  const queryClient = useQueryClient();
  const backUp = useMutation({
    mutationFn: backUpNow,
    onSuccess: (made) => notify.success(`Backup made: ${formatBytes(made.bytes)}, ${made.counts.orders.toLocaleString('en-IN')} orders.`),
    onError: (error) => notify.error(errorMessage(error, 'The backup failed')),
    // A failure is shown on this page and the dashboard too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const available = status.data?.available ?? false;

  return (
    <>
      <PageHeader
        title="Backups"
        description="Everything the shop needs to come back: orders, invoices, customers, reviews, images and settings, in one file."
        actions={available && (
          <Button size="sm" busy={backUp.isPending} onClick={() => backUp.mutate()}>
            <DatabaseBackup size={16} aria-hidden="true" />
            {backUp.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        )}
      />
      <QueryState query={status} loadingLabel="Loading backups">
        {(data) => (data.available ? (
          <div className="space-y-5">
            <StatusPanel status={data} />
            <QueryState query={list} loadingLabel="Loading backups">
              {({ backups }) => <BackupTable backups={backups} />}
            </QueryState>
          </div>
        ) : <PostgresNote />)}
      </QueryState>
    </>
  );
}

function StatusPanel({ status }: { status: BackupStatusDto }) {
  return (
    <section aria-labelledby="backup-schedule" className={`${PANEL} space-y-2 p-4 text-sm sm:p-5`}>
      <h2 id="backup-schedule" className="font-sans text-base font-semibold text-charcoal">Schedule</h2>
      <p className="text-ink-muted">
        {status.intervalHours > 0
          ? `A backup is made every ${status.intervalHours.toLocaleString('en-IN')} hours; the newest ${status.keep} are kept.`
          : `No scheduled backups (BACKUP_INTERVAL_HOURS is 0); the newest ${status.keep} made here are kept.`}
        {' '}Copy them to another machine now and then: a backup on the shop's own disk goes if the disk does.
      </p>
      <p className="text-charcoal">
        {status.lastBackupAt ? `Last backup: ${formatShortDateTime(status.lastBackupAt)}` : 'No backup yet.'}
      </p>
      {status.lastFailure && <FailureNote failure={status.lastFailure} />}
    </section>
  );
}

export function FailureNote({ failure }: { failure: { at: string; message: string } }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-brass/50 bg-brass/10 px-3 py-2 text-charcoal">
      <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brass-deep" />
      <span>The backup of {formatShortDateTime(failure.at)} failed: {failure.message}</span>
    </p>
  );
}

function BackupTable({ backups }: { backups: BackupDto[] }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (error) {
      notify.error(errorMessage(error, 'Could not download the backup'));
    } finally {
      setDownloading(null);
    }
  };
  if (backups.length === 0) {
    return <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No backups yet. Back up now to make the first.</p>;
  }
  return (
    <div className={TABLE_WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">Backups, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>Time</th>
            <th scope="col" className={`${TH} text-right max-md:hidden`}>Size</th>
            <th scope="col" className={`${TH} max-md:hidden`}>Holds</th>
            <th scope="col" className={`${TH} text-right`}><span className="sr-only">Download</span></th>
          </tr>
        </thead>
        <tbody>
          {backups.map((backup) => (
            <tr key={backup.name} className="hover:bg-ivory">
              <td className={TD}>
                <span className="block font-semibold whitespace-nowrap text-charcoal">{formatShortDateTime(backup.createdAt)}</span>
                <span className="block text-xs break-all text-ink-muted">{backup.name}</span>
                {/* Phones have no room for the size and contents columns. */}
                <span className="block text-xs text-ink-muted md:hidden">{formatBytes(backup.bytes)} · {holds(backup)}</span>
              </td>
              <td className={`${TD} text-right whitespace-nowrap tabular-nums max-md:hidden`}>{formatBytes(backup.bytes)}</td>
              <td className={`${TD} text-ink-muted max-md:hidden`}>{holds(backup)}</td>
              <td className={`${TD} text-right`}>
                <button
                  type="button"
                  onClick={() => void download(backup.name)}
                  disabled={downloading !== null}
                  aria-busy={downloading === backup.name || undefined}
                  aria-label={`Download the backup of ${formatShortDateTime(backup.createdAt)}`}
                  className={`${TEXT_LINK} inline-flex min-h-11 items-center gap-1.5 disabled:opacity-60`}
                >
                  <Download size={16} aria-hidden="true" />
                  {downloading === backup.name ? 'Downloading…' : 'Download'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function holds({ counts }: BackupDto): string {
  const n = (value: number) => value.toLocaleString('en-IN');
  return `${n(counts.orders)} orders · ${n(counts.customers)} customers · ${n(counts.products)} products · ${n(counts.media)} images`;
}

function PostgresNote() {
  return (
    <section className={`${PANEL} space-y-2 p-4 text-sm sm:p-5`}>
      <h2 className="font-sans text-base font-semibold text-charcoal">Backed up by PostgreSQL</h2>
      <p className="text-ink-muted">
        This shop keeps its data on a PostgreSQL server, which is backed up with PostgreSQL&apos;s own tools: pg_dump for a small shop, or base
        backups with WAL archiving to restore to any moment. The steps are in docs/deploy.md, &ldquo;Backups on PostgreSQL&rdquo;; images are in
        the database, so they come along.
      </p>
    </section>
  );
}

/** The dashboard's line about backups: when the last one was made, and a failure since. */
export function BackupSummary({ status }: { status: BackupStatusDto }) {
  if (!status.available) return null;
  return (
    <section aria-labelledby="dashboard-backups" className={`${PANEL} space-y-2 p-4 text-sm sm:p-5`}>
      <h2 id="dashboard-backups" className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
        <DatabaseBackup size={18} aria-hidden="true" className="text-rose-deep" />
        Backups
      </h2>
      <p className="text-charcoal">
        {status.lastBackupAt ? `Last backup: ${formatShortDateTime(status.lastBackupAt)}` : 'No backup yet.'}{' '}
        <Link to="/admin/backups" className={TEXT_LINK}>See backups</Link>
      </p>
      {status.lastFailure && <FailureNote failure={status.lastFailure} />}
    </section>
  );
}
