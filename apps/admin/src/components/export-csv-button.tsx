import { Button } from '@ridebook/ui';
import { Download } from 'lucide-react';

/** The lists' download button: every matching row (not only the page shown) as a CSV file. */
export function ExportCsvButton({ isPending, onExport }: { isPending: boolean; onExport: () => void }) {
  return (
    <Button variant="outline" loading={isPending} onClick={onExport}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
