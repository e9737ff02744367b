import { PageHeader } from '../ui/page-header';
import { ExportsSection } from './exports-section';
import { GstSection } from './gst-section';

/** /admin/books: GST return data for the accountant, and CSV exports. */
export function BooksPage() {
  return (
    <>
      <PageHeader title="Books" description="GST return data from the shop's invoices, and the shop's records as CSV files." />
      <div className="space-y-10">
        <GstSection />
        <ExportsSection />
      </div>
    </>
  );
}
