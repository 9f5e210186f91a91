import { useExportAdminRides } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import type { AdminRideListParams } from '@ridebook/validation';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { downloadCsv } from '../../lib/download-csv.ts';

/** Downloads every ride matching the filters as CSV (the API caps a file at 10,000 rows and says so). */
export function ExportRidesButton({ params }: { params: AdminRideListParams }) {
  const exportCsv = useExportAdminRides({
    onSuccess: ({ filename, csv, total }) => {
      downloadCsv(filename, csv);
      notify.success(`Exported ${filename} (${total} ${total === 1 ? 'ride' : 'rides'})`);
    },
    onError: (error) => notifyError(error, 'We could not export the rides. Please try again.'),
  });
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return <ExportCsvButton isPending={exportCsv.isPending} onExport={() => exportCsv.mutate(filters)} />;
}
