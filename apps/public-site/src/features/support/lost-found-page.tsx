import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const sections = [
  {
    heading: 'If you left something in a car',
    paragraphs: ['Most lost items are back with their owners within a day. Here is what to do:'],
    list: [
      'Open your ride history and note the date, time and driver of the trip.',
      'Send us a message from the Contact Us page with the category Rider support, the trip details and a description of the item.',
      'We contact the driver and arrange a convenient place and time for you to collect it.',
    ],
  },
  {
    heading: 'If a rider left something in your car',
    paragraphs: [
      'Keep the item safe and let us know through the Contact Us page with the category Driver support. Do not contact the rider directly: we put you in touch and agree on the handover.',
    ],
  },
  {
    heading: 'Phones, wallets and keys',
    paragraphs: [
      'If you lost your phone, sign in to RideBook from another device to see your ride history, or ask a friend to send the message for you. Include an email address where we can reach you.',
      'If you lost something valuable or think it was stolen, also report it to the local police and keep the report number.',
    ],
  },
] as const;

export function LostFoundPage() {
  return (
    <ContentPage
      eyebrow="Services"
      title="Lost and found"
      description="Left something behind after a trip? Here is how RideBook helps riders and drivers return lost items quickly."
      related={[
        { label: 'Contact us', to: paths.contactUs },
        { label: 'Help Center', to: paths.help },
        { label: 'FAQ', to: paths.faq },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
