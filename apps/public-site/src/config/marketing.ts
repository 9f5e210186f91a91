import { DEFAULT_FOOTER_CONTACT } from '@ridebook/ui';

/** The marketing figures and timings the seed spec fixes (sections 1, 2 and 9). Shown verbatim on the pages. */
export const figures = {
  rating: '4.9',
  cities: '100+',
  users: '50K+',
  drivers: '10K+',
  waitMinutes: 3,
  driverSharePercent: 80,
  scheduleDaysAhead: 7,
  replyWithinHours: 24,
} as const;

/** How long each hero testimonial stays before the next one (seed spec section 9). */
export const TESTIMONIAL_ROTATION_MS = 4000;

/** The fake send of the contact form (seed spec section 9). */
export const CONTACT_SEND_DELAY_MS = 1500;

/** Contact details shown on the pages: placeholders, the same as the footer's (seed spec section 2). */
export const contactDetails = {
  phone: DEFAULT_FOOTER_CONTACT.phone,
  supportEmail: DEFAULT_FOOTER_CONTACT.email,
  pressEmail: 'press@ridebook.example',
  careersEmail: 'careers@ridebook.example',
  privacyEmail: 'privacy@ridebook.example',
  address: '500 Market Street, Suite 200, San Francisco, CA 94105',
  hours: 'Safety line 24/7. Rider and driver support every day, 7:00 to 23:00.',
} as const;
