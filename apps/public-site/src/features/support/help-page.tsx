import { BookOpen, Luggage, MessageSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

type Topic = { title: string; description: string; to: string; icon: LucideIcon };

const topics: readonly Topic[] = [
  {
    title: 'Frequently asked questions',
    description: 'Booking, scheduling, payments, driving and safety, answered in a few lines each.',
    to: paths.faq,
    icon: BookOpen,
  },
  {
    title: 'Safety',
    description: 'How we check drivers, what the SOS button does, and how to report a concern.',
    to: paths.safety,
    icon: ShieldCheck,
  },
  {
    title: 'Lost and found',
    description: 'Left something in a car? Here is how to get it back.',
    to: paths.lostFound,
    icon: Luggage,
  },
  {
    title: 'Contact us',
    description: `Send a message to our support team. We reply within ${figures.replyWithinHours} hours.`,
    to: paths.contactUs,
    icon: MessageSquare,
  },
];

const sections = [
  {
    heading: 'Getting started',
    paragraphs: [
      'Create an account with your name, email and phone number and choose whether you want to ride or drive. Riders can book straight away; drivers upload their documents first.',
    ],
  },
  {
    heading: 'Account and sign-in',
    paragraphs: [
      'Forgot your password? Use the link on the sign-in page to get a reset email. You can change your name, phone number and password from Profile Settings once you are signed in.',
    ],
  },
  {
    heading: 'Urgent help',
    paragraphs: [
      'During a trip, use the SOS emergency button in the app to reach our safety team, on duty 24/7. If you are in immediate danger, call your local emergency number.',
    ],
  },
] as const;

export function HelpPage() {
  return (
    <ContentPage
      eyebrow="Support"
      title="Help Center"
      description="Find answers about booking, driving, payments and safety, or get in touch with the RideBook support team."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {topics.map(({ title, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground transition-colors hover:border-primary"
            >
              <span className="inline-grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-14">
        <ContentSections sections={sections} />
      </div>
    </ContentPage>
  );
}
