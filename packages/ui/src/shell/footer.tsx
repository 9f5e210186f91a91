import { Mail, MapPin, Phone, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PRODUCT_NAME } from '../brand.ts';
import { cn } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import { Input } from '../primitives/input.tsx';
import { notify } from '../toast/notify.ts';
import { AppLink } from './app-links.tsx';
import { Logo } from './logo.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from './social-icons.tsx';

export type FooterLinkGroup = { title: string; links: readonly { label: string; href: string }[] };

/** The footer's four link groups with the spec's exact paths. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/team' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Book a Ride', href: '/book' },
      { label: 'Become a Driver', href: '/driver-signup' },
      { label: 'Safety', href: '/safety' },
      { label: 'Fare Estimate', href: '/fare-estimate' },
      { label: 'Lost & Found', href: '/lost-found' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Feedback', href: '/feedback' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Cookie Policy', href: '/cookies' },
      { label: 'Community Guidelines', href: '/guidelines' },
    ],
  },
];

/** Placeholder profiles: the spec shows the five networks without addresses. */
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { label: 'Twitter', href: 'https://twitter.com/', icon: TwitterIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: LinkedInIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: YouTubeIcon },
] as const;

export type FooterContact = { phone: string; email: string; coverage: string };

/** The spec's contact block; phone and e-mail are placeholders, the coverage is the footer's "50+ cities". */
export const DEFAULT_FOOTER_CONTACT: FooterContact = {
  phone: '+1 (555) 010-0123',
  email: 'support@ridebook.example',
  coverage: 'Available in 50+ cities',
};

export const NEWSLETTER_SUCCESS_MESSAGE = `You're subscribed to ${PRODUCT_NAME} news.`;

function NewsletterForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  // The spec shows no call: the browser validates the address (type="email"), then the form confirms and clears.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notify.success(NEWSLETTER_SUCCESS_MESSAGE);
    setEmail('');
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
      aria-label="Newsletter"
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <Input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 bg-background"
      />
      <Button type="submit" size="lg" className="h-11 shrink-0">
        <Send aria-hidden="true" />
        Subscribe
      </Button>
    </form>
  );
}

export type FooterProps = { contact?: FooterContact; className?: string };

/** The public layout's footer, as the spec's "Footer". */
export function Footer({ contact = DEFAULT_FOOTER_CONTACT, className }: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t bg-card text-card-foreground', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <section
          aria-labelledby="footer-newsletter"
          className="flex flex-col gap-4 border-b py-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-md">
            <h2 id="footer-newsletter" className="text-xl font-bold">
              Stay in the loop
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              New cities, rider offers and driver news. No spam; unsubscribe at any time.
            </p>
          </div>
          <NewsletterForm />
        </section>

        <div className="grid gap-10 py-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <AppLink
              to="/"
              className="inline-block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`${PRODUCT_NAME} home`}
            >
              <Logo />
            </AppLink>
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              {PRODUCT_NAME} connects riders with trusted drivers for safe, affordable and convenient trips,
              with 24/7 safety support on every ride.
            </p>
            <address className="mt-6 grid gap-3 text-sm not-italic">
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="flex items-center gap-3 text-muted-foreground transition-colors hover:text-foreground"
              >
                <Phone aria-hidden="true" className="size-4 text-primary" />
                {contact.phone}
              </a>
              <a
                href={`mailto:${contact.email}`}
                className="flex items-center gap-3 text-muted-foreground transition-colors hover:text-foreground"
              >
                <Mail aria-hidden="true" className="size-4 text-primary" />
                {contact.email}
              </a>
              <span className="flex items-center gap-3 text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 text-primary" />
                {contact.coverage}
              </span>
            </address>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_LINK_GROUPS.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold">{group.title}</h2>
                <ul className="mt-4 grid gap-2.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <AppLink
                        to={link.href}
                        className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                      >
                        {link.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="flex flex-col-reverse items-center justify-between gap-4 border-t py-6 sm:flex-row">
          {/* A prerendered page carries its build's year: a new year's first visitors must not fail hydration. */}
          <p className="text-sm text-muted-foreground" suppressHydrationWarning>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <ul className="flex items-center gap-1">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(
                    'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors',
                    'hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  )}
                >
                  <Icon className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
