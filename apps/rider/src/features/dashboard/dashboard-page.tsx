import { PRODUCT_NAME } from '@ridebook/ui';

export function DashboardPage() {
  return (
    <div className="mx-auto max-w-3xl" data-app="rider">
      <p className="text-sm text-muted-foreground">{PRODUCT_NAME} · Rider</p>
      <h1 className="mt-1 text-2xl font-semibold">Overview</h1>
      <p className="mt-2 text-muted-foreground">
        Book a ride, follow your driver live and keep every receipt.
      </p>
    </div>
  );
}
