import { PRODUCT_NAME } from '@ridebook/ui';

export function DashboardPage() {
  return (
    <div className="mx-auto max-w-3xl" data-app="driver">
      <p className="text-sm text-muted-foreground">{PRODUCT_NAME} · Driver</p>
      <h1 className="mt-1 text-2xl font-semibold">Overview</h1>
      <p className="mt-2 text-muted-foreground">Go online, take ride offers and watch your earnings grow.</p>
    </div>
  );
}
