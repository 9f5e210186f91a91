import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage } from '../page-kit/content-page.tsx';

type Post = { title: string; date: string; dateTime: string; tag: string; paragraphs: readonly string[] };

const posts: readonly Post[] = [
  {
    title: 'Schedule your ride up to a week ahead',
    date: '18 November 2026',
    dateTime: '2026-11-18',
    tag: 'Product',
    paragraphs: [
      `Early flight on Monday? You can now book a ride up to ${figures.scheduleDaysAhead} days ahead. Choose a pickup time when you book, and we match you with a driver shortly before it.`,
      'Scheduled rides show up on your dashboard with their time and route, so you can check the details the night before.',
    ],
  },
  {
    title: 'What happens when you press SOS',
    date: '4 November 2026',
    dateTime: '2026-11-04',
    tag: 'Safety',
    paragraphs: [
      'The SOS button is in every trip, for riders and for drivers. Pressing it connects you with our safety team, which is on duty 24/7, and shares your live location with them.',
      'A safety specialist stays with you until you are safe, helps you reach local emergency services when needed, and follows up after the trip.',
    ],
  },
  {
    title: `Why drivers keep ${figures.driverSharePercent}% of every fare`,
    date: '21 October 2026',
    dateTime: '2026-10-21',
    tag: 'Drivers',
    paragraphs: [
      `Drivers make RideBook work, so most of the fare goes to them: ${figures.driverSharePercent}% of every fare, plus all of their tips. The rest pays for the platform, insurance and the 24/7 support that keeps everyone safe.`,
      'The earnings dashboard shows each trip and each tip, so there are no surprises at the end of the week.',
    ],
  },
  {
    title: 'Cash, card or digital wallet: your choice',
    date: '7 October 2026',
    dateTime: '2026-10-07',
    tag: 'Product',
    paragraphs: [
      'Not everyone has a card, and not everyone wants to carry cash. That is why every RideBook trip can be paid by cash, card or digital wallet.',
      'Whichever you choose, the trip and its payment appear in your ride history.',
    ],
  },
];

export function BlogPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="RideBook blog"
      description="Product news, safety updates and stories from riders and drivers across our cities."
      related={[
        { label: 'Press', to: paths.press },
        { label: 'Safety', to: paths.safety },
        { label: 'Careers', to: paths.careers },
      ]}
    >
      <div className="grid gap-6">
        {posts.map((post) => (
          <article
            key={post.title}
            className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          >
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
                {post.tag}
              </span>
              <time dateTime={post.dateTime}>{post.date}</time>
            </p>
            <h2 className="mt-4 text-2xl font-semibold tracking-tight">{post.title}</h2>
            {post.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </article>
        ))}
      </div>
    </ContentPage>
  );
}
