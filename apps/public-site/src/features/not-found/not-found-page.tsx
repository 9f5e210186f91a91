import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Link className="mt-4 inline-block text-primary underline" to={paths.home}>
        Back to the home page
      </Link>
    </main>
  );
}
