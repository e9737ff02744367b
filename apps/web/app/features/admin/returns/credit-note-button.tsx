import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCreditNote } from './returns-api';

/** Downloads the request's GST credit note (with the admin's token, as the invoice download does). */
export function CreditNoteButton({ returnId, creditNoteNumber, className = '' }: { returnId: string; creditNoteNumber: string; className?: string }) {
  const [downloading, setDownloading] = useState(false);
  const onClick = async () => {
    setDownloading(true);
    try {
      await downloadCreditNote(returnId, creditNoteNumber);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to download the credit note. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <button type="button" onClick={() => void onClick()} disabled={downloading} aria-busy={downloading || undefined} className={buttonClass('secondary', 'md', className)}>
      <Download size={16} aria-hidden="true" />
      {downloading ? (
        'Downloading…'
      ) : (
        <>
          <span className="sr-only">Download </span>Credit note {creditNoteNumber}
        </>
      )}
    </button>
  );
}
