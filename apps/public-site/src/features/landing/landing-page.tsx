import { PRODUCT_NAME } from '@ridebook/ui';

export function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">{PRODUCT_NAME}</h1>
      <p className="mt-2 text-lg text-muted-foreground">
        Safe, affordable and convenient rides, whenever you need them.
      </p>
    </main>
  );
}
