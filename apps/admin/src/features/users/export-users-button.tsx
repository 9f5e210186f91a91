import { useExportUsersCsv } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import type { AdminUserListParams } from '@ridebook/validation';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { downloadCsv } from '../../lib/download-csv.ts';

/** Downloads every account matching the list's filters (not only the page shown) as CSV. */
export function ExportUsersButton({ params }: { params: AdminUserListParams }) {
  const exportCsv = useExportUsersCsv({
    onSuccess: ({ filename, csv }) => {
      downloadCsv(filename, csv);
      notify.success(`Exported ${filename}`);
    },
    onError: (error) => notifyError(error, 'We could not export the list. Please try again.'),
  });
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return <ExportCsvButton isPending={exportCsv.isPending} onExport={() => exportCsv.mutate(filters)} />;
}
