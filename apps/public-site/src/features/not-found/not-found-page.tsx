import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../page-kit/index.ts';
import { usePageMeta } from '../seo/index.ts';

const suggestions = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'FAQ', to: paths.faq },
  { label: 'Help Center', to: paths.help },
  { label: 'Contact us', to: paths.contactUs },
] as const;

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you asked for does not exist or has moved.');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <svg viewBox="0 0 200 120" className="w-56 max-w-full" aria-hidden="true">
        <path
          d="M10 100 C60 100 60 40 100 40 S140 100 190 100"
          fill="none"
          className="stroke-border"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <path
          d="M10 100 C60 100 60 40 100 40"
          fill="none"
          className="stroke-primary"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray="2 14"
        />
        <circle cx="100" cy="40" r="14" className="fill-primary" />
        <text x="100" y="46" textAnchor="middle" className="fill-primary-foreground text-base font-bold">
          ?
        </text>
      </svg>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        The page you asked for does not exist or has moved.
      </p>
      <Link className={buttonClass('primary', 'lg', 'mt-8')} to={paths.home}>
        Back to the home page
      </Link>
      <nav aria-label="Popular pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
          {suggestions.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
