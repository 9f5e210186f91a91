import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const sections = [
  {
    heading: 'Before the trip',
    paragraphs: [
      'Every driver registers with a driving licence, a vehicle registration and insurance documents. We check them before a driver can go online, and drivers must keep them up to date.',
      'When a driver accepts your request, the app shows their name, rating, car model and licence plate.',
    ],
    list: [
      'Wait indoors until the app shows that your driver has arrived.',
      'Check that the car, the plate and the driver’s name match the app before you get in.',
      'Sit in the back, especially when you ride alone.',
    ],
  },
  {
    heading: 'During the trip',
    paragraphs: [
      'Live GPS tracking follows every trip from pickup to drop-off. If something feels wrong, press the SOS emergency button: it connects you with our 24/7 safety team and shares your live location with them.',
      'If you are in immediate danger, call your local emergency number first.',
    ],
  },
  {
    heading: 'After the trip',
    paragraphs: [
      'Rate your driver and leave a review. Low ratings are reviewed by our team, and drivers who do not meet our community guidelines lose access to the platform.',
      'To report a concern, contact us with the date and time of the trip. Safety reports are handled first, around the clock.',
    ],
  },
  {
    heading: 'Safety for drivers',
    paragraphs: [
      'Drivers see passenger details, the pickup point and the destination before they accept a request, and they have the same SOS button in every trip. Driver insurance covers trips taken through RideBook.',
    ],
  },
] as const;

export function SafetyPage() {
  return (
    <ContentPage
      eyebrow="Services"
      title="Safety at RideBook"
      description="Checked drivers, live trip tracking, an SOS button in every ride and a safety team on duty 24/7. Here is how we keep riders and drivers safe."
      related={[
        { label: 'Community guidelines', to: paths.guidelines },
        { label: 'Safety questions', to: paths.faq },
        { label: 'Contact us', to: paths.contactUs },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
