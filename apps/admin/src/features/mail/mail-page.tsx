import { adminMailQueryOptions } from '@ridebook/api-client';
import { DataTable, type DataTableColumn, formatDateTime } from '@ridebook/ui';
import { emailField, MESSAGES, type AdminMailParams, type OutboxMail } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { FilterInput } from '../../components/filter-input.tsx';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { readOption, readPositiveInt, useUrlState } from '../../lib/use-url-state.ts';

const PAGE_SIZES = [20, 50, 100] as const;

/** The subject, and the message itself behind a disclosure (a reset link in it opens the account). */
function Message({ mail }: { mail: OutboxMail }) {
  return (
    <div className="grid min-w-0 gap-1">
      {/* A phone has no room for the When and To columns: they head the message. */}
      <p className="text-xs wrap-anywhere text-muted-foreground sm:hidden">
        {mail.to} · {formatDateTime(mail.createdAt)}
      </p>
      <details className="min-w-0">
        <summary className="cursor-pointer font-medium">{mail.subject}</summary>
        <pre className="mt-2 max-w-full rounded-md bg-muted p-3 font-sans text-sm wrap-anywhere whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </div>
  );
}

const COLUMNS: DataTableColumn<OutboxMail>[] = [
  {
    id: 'createdAt',
    header: 'When',
    hideOnMobile: true,
    className: 'align-top',
    cell: (mail) => formatDateTime(mail.createdAt),
  },
  { id: 'to', header: 'To', hideOnMobile: true, className: 'align-top', cell: (mail) => mail.to },
  {
    id: 'message',
    header: 'Message',
    className: 'w-full min-w-0 align-top whitespace-normal',
    cell: (mail) => <Message mail={mail} />,
  },
];

/** The address filter as the API takes it: a whole, valid address, or none (nothing is sent while it is typed). */
function addressFilter(text: string): string | undefined {
  const parsed = emailField.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

function mailParams(read: (key: string) => string): AdminMailParams {
  return {
    page: readPositiveInt(read('page'), 1),
    pageSize: readOption(read('pageSize'), ['20', '50', '100']) ? Number(read('pageSize')) : 20,
    to: addressFilter(read('to')),
  };
}

/**
 * Mail: the e-mail RideBook kept in its outbox instead of sending it (no SMTP_URL), newest first: reset links, SOS
 * and shared-trip e-mails. Admins only (GET /api/admin/mail); with SMTP nothing is kept and the page says so.
 */
export function MailPage() {
  const { read, update } = useUrlState();
  const params = mailParams(read);
  const mail = useQuery(adminMailQueryOptions(params));
  const typed = read('to');
  const addressInvalid = typed !== '' && params.to === undefined;
  const viaSmtp = mail.data?.delivery === 'smtp';

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="Mail"
        description={
          viaSmtp
            ? 'E-mail is sent through the SMTP server (SMTP_URL): none is kept here.'
            : 'E-mail RideBook kept instead of sending it (no SMTP_URL is set): password reset links, SOS and shared-trip e-mails. A reset link opens the account: only administrators can read them.'
        }
      />
      <DataTable
        caption="Mail"
        columns={COLUMNS}
        rows={mail.data?.data ?? []}
        getRowId={(row) => row.id}
        total={mail.data?.page.total ?? 0}
        page={params.page ?? 1}
        pageSize={params.pageSize ?? 20}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        toolbar={
          <div className="grid gap-1">
            <FilterInput
              label="To"
              type="email"
              placeholder="name@example.com"
              className="h-9 w-64 max-w-full text-sm"
              value={typed}
              aria-invalid={addressInvalid || undefined}
              aria-describedby={addressInvalid ? 'mail-to-error' : undefined}
              onChange={(event) => update({ to: event.target.value.trim() }, { replace: true })}
            />
            {addressInvalid && (
              <p id="mail-to-error" className="text-xs text-destructive">
                {MESSAGES.emailInvalid}
              </p>
            )}
          </div>
        }
        isLoading={mail.isPending}
        error={listErrorMessage(mail.error)}
        onRetry={() => void mail.refetch()}
        emptyTitle="No mail"
        emptyDescription={
          viaSmtp ? 'E-mail goes to the SMTP server.' : 'Nothing was mailed to this address yet.'
        }
      />
    </div>
  );
}
