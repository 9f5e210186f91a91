import { Clock, Headphones, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { contactDetails, figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { buttonClass, SectionHeading } from '../page-kit/index.ts';
import { usePageMeta } from '../seo/index.ts';
import { ContactForm } from './contact-form.tsx';
import { showDemoNotice } from './demo-notice.ts';

type Detail = { label: string; value: string; icon: LucideIcon };

const details: readonly Detail[] = [
  { label: 'Phone', value: contactDetails.phone, icon: Phone },
  { label: 'Email', value: contactDetails.supportEmail, icon: Mail },
  { label: 'Office', value: contactDetails.address, icon: MapPin },
  { label: 'Hours', value: contactDetails.hours, icon: Clock },
];

type SideCard = { title: string; description: string; action: string; icon: LucideIcon };

const sideCards: readonly SideCard[] = [
  {
    title: 'Talk to us',
    description: `Speak to our support team about a trip, an account or a payment. Safety calls are answered 24/7.`,
    action: 'Call us',
    icon: Headphones,
  },
  {
    title: 'Live chat',
    description: 'Chat with a support agent for quick questions while you ride or drive.',
    action: 'Start live chat',
    icon: MessageCircle,
  },
  {
    title: 'Write to us',
    description: `Prefer email? Write to ${contactDetails.supportEmail} and we reply within ${figures.replyWithinHours} hours.`,
    action: 'Email support',
    icon: Mail,
  },
];

export function ContactPage() {
  usePageMeta(
    'Contact us',
    'Questions about a ride, driving or billing? Send RideBook a message: we reply within 24 hours, and safety support is available 24/7.',
  );
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <SectionHeading
            as="h1"
            eyebrow="Contact us"
            title="We are here to help"
            description={`Questions about a ride, your account or driving with RideBook? Send us a message and we will reply within ${figures.replyWithinHours} hours. Safety support is available 24/7.`}
          />
          <dl className="mx-auto mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {details.map(({ label, value, icon: Icon }) => (
              // A group of a <dl> holds only its <dt> and <dd> (axe: dlitem, definition-list): the icon sits in the term.
              <div
                key={label}
                className="grid min-w-0 content-start gap-1 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm"
              >
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {label}
                </dt>
                <dd className="font-medium break-words lg:text-[0.9375rem]">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <aside aria-label="Other ways to reach us" className="grid content-start gap-5">
          {sideCards.map(({ title, description, action, icon: Icon }) => (
            <section
              key={title}
              className="rounded-2xl border border-border bg-card p-6 text-card-foreground"
            >
              <div className="flex items-center gap-3">
                <span className="inline-grid size-10 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 className="text-lg font-semibold">{title}</h2>
              </div>
              <p className="mt-3 text-sm text-muted-foreground">{description}</p>
              <button
                type="button"
                onClick={() => showDemoNotice(action)}
                className={buttonClass('outline', 'md', 'mt-4 w-full')}
              >
                {action}
              </button>
            </section>
          ))}
          <p className="rounded-2xl bg-muted/60 p-5 text-sm text-muted-foreground">
            Looking for a quick answer? Many questions are already covered in our{' '}
            <Link to={paths.faq} className="font-semibold text-primary underline-offset-4 hover:underline">
              frequently asked questions
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
