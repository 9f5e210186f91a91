import { Card, cn, LogoMark } from '@ridebook/ui';
import { Headset, LockKeyhole, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { figures } from '../../config/marketing.ts';

type AuthLayoutProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Below the card: "Don't have an account? Sign up", and the like. */
  footer?: ReactNode;
  /** The registration form needs more room than the others. */
  size?: 'default' | 'wide';
};

const REASSURANCES = [
  { icon: LockKeyhole, text: 'Encrypted sign-in' },
  { icon: Headset, text: '24/7 safety support' },
  { icon: Star, text: `Rated ${figures.rating} by riders` },
] as const;

/** The frame of the account pages: a centered card on a soft background, under the product mark and a heading. */
export function AuthLayout({ title, description, children, footer, size = 'default' }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background px-4 pt-10 pb-16 sm:pt-16 sm:pb-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="mx-auto max-w-xl text-center">
        <LogoMark className="mx-auto size-12 shadow-md" />
        <h1 id={titleId} className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-md text-pretty text-muted-foreground">{description}</p>
      </div>
      <div className={cn('mx-auto w-full', size === 'wide' ? 'max-w-2xl' : 'max-w-md')}>
        <Card className="mt-8 p-6 shadow-lg sm:p-8">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-xs text-muted-foreground">
          {REASSURANCES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5">
              <Icon aria-hidden="true" className="size-3.5 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A link inside the account pages' copy. */
export const inlineLinkClass =
  'font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
