import { Link } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../page-kit/index.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const sections = [
  {
    heading: 'Feedback about a trip',
    paragraphs: [
      'The quickest way to tell us how a trip went is to rate it at the end. Ratings and reviews go straight to our team and help drivers improve. For anything a rating cannot say, send us a message with the date and time of the trip.',
    ],
  },
  {
    heading: 'Ideas for the product',
    paragraphs: [
      'Missing a feature? Found something confusing? Tell us what you were trying to do and what got in the way. Product feedback is read by the people who build RideBook, and many of our recent changes started as a rider’s or driver’s message.',
    ],
  },
  {
    heading: 'What happens next',
    paragraphs: [
      `We reply to every message within ${figures.replyWithinHours} hours. If your feedback is about safety, it goes to our 24/7 safety team first.`,
    ],
  },
] as const;

export function FeedbackPage() {
  return (
    <ContentPage
      eyebrow="Support"
      title="Share your feedback"
      description="Tell us what works and what does not. Your feedback about trips, drivers and the app shapes what RideBook builds next."
      related={[
        { label: 'Help Center', to: paths.help },
        { label: 'FAQ', to: paths.faq },
        { label: 'Safety', to: paths.safety },
      ]}
    >
      <ContentSections sections={sections} />
      <div className="mt-12 rounded-2xl bg-muted/60 p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Ready to write to us?</h2>
        <p className="mt-2 text-muted-foreground">
          Use the contact form and choose the category that fits best: General inquiry, Rider support, Driver
          support or Technical issue.
        </p>
        <Link to={paths.contactUs} className={buttonClass('primary', 'md', 'mt-5')}>
          Send feedback
        </Link>
      </div>
    </ContentPage>
  );
}
