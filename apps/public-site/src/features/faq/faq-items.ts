export const FAQ_CATEGORIES = ['all', 'general', 'driver', 'payment', 'safety'] as const;
export type FaqFilter = (typeof FAQ_CATEGORIES)[number];
export type FaqCategory = Exclude<FaqFilter, 'all'>;

/** An FAQ item as the seed spec names it (section 3): id, question, answer, category. */
export type FaqItem = { id: string; question: string; answer: string; category: FaqCategory };

export const FAQ_CATEGORY_LABELS: Record<FaqFilter, string> = {
  all: 'All',
  general: 'General',
  driver: 'Driver',
  payment: 'Payment',
  safety: 'Safety',
};

export const faqItems: readonly FaqItem[] = [
  {
    id: 'what-is-ridebook',
    category: 'general',
    question: 'What is RideBook?',
    answer:
      'RideBook connects riders who need a trip with nearby drivers who offer rides. You book in the app or on the web, follow your driver on a live map, and pay by cash, card or digital wallet.',
  },
  {
    id: 'where-available',
    category: 'general',
    question: 'Where is RideBook available?',
    answer:
      'RideBook runs in more than 100 cities and keeps growing. Enter your pickup address when you book: if drivers are available in your area, you will see them straight away.',
  },
  {
    id: 'how-to-book',
    category: 'general',
    question: 'How do I book a ride?',
    answer:
      'Sign in, enter your pickup location and your destination, and confirm. One tap is all it takes. Your driver’s name, car and plate appear as soon as a driver accepts.',
  },
  {
    id: 'schedule-ahead',
    category: 'general',
    question: 'Can I schedule a ride in advance?',
    answer:
      'Yes. You can schedule a ride up to 7 days ahead, which is handy for early flights, appointments and late trips home.',
  },
  {
    id: 'wait-time',
    category: 'general',
    question: 'How long will I wait for my driver?',
    answer:
      'In most cities the average wait is under 3 minutes. The app shows your driver’s live position and an arrival estimate while you wait.',
  },
  {
    id: 'ride-history',
    category: 'general',
    question: 'Where can I find my past trips?',
    answer:
      'Open Ride History from your dashboard. Each trip lists its date, route, driver and payment, so you can check a receipt or report a lost item.',
  },
  {
    id: 'rate-driver',
    category: 'general',
    question: 'Can I rate my driver?',
    answer:
      'Yes. After every trip you can rate your driver and leave a review. Ratings keep the service reliable; RideBook is rated 4.9 on average by its riders.',
  },
  {
    id: 'contact-support',
    category: 'general',
    question: 'How do I contact customer support?',
    answer:
      'Use the form on the Contact Us page or email our support team. We reply within 24 hours, and urgent safety matters are handled 24/7.',
  },
  {
    id: 'become-driver',
    category: 'driver',
    question: 'How do I become a RideBook driver?',
    answer:
      'Register with a driver account and upload your driving licence, vehicle registration and insurance documents. Once they are approved you can go online, accept requests, drive and get paid.',
  },
  {
    id: 'driver-earnings',
    category: 'driver',
    question: 'How much do drivers earn?',
    answer:
      'Drivers keep 80% of every fare plus 100% of their tips. The earnings dashboard shows what you made today, this week and this month.',
  },
  {
    id: 'driver-hours',
    category: 'driver',
    question: 'Do I have to drive a minimum number of hours?',
    answer:
      'No. With availability control you go online when it suits you and offline when you are done. There are no shifts and no minimum hours.',
  },
  {
    id: 'driver-see-passenger',
    category: 'driver',
    question: 'Can I see who I am picking up before I accept?',
    answer:
      'Yes. Every request shows the passenger details, the pickup point and the destination before you decide to accept it.',
  },
  {
    id: 'driver-insurance',
    category: 'driver',
    question: 'Am I insured while I drive with RideBook?',
    answer:
      'Driver insurance covers you on trips taken through RideBook. You still need your own valid vehicle insurance, which you upload when you register.',
  },
  {
    id: 'driver-vehicle-details',
    category: 'driver',
    question: 'What vehicle details do I need to sign up?',
    answer:
      'Your vehicle model and licence plate, plus the vehicle registration and insurance documents. Keep them up to date so your account stays active.',
  },
  {
    id: 'payment-methods',
    category: 'payment',
    question: 'Which payment methods can I use?',
    answer:
      'You can pay by cash, by card or with a digital wallet. Choose the method that suits you for each trip.',
  },
  {
    id: 'tipping',
    category: 'payment',
    question: 'Can I tip my driver?',
    answer:
      'Yes, and your driver keeps the whole tip. Tips are the one part of a trip that RideBook never takes a share of.',
  },
  {
    id: 'receipts',
    category: 'payment',
    question: 'Where do I find a receipt for a trip?',
    answer:
      'Every completed trip appears in your Ride History with its payment details. Open the trip to see what you paid and how.',
  },
  {
    id: 'payment-problem',
    category: 'payment',
    question: 'I think I was charged incorrectly. What should I do?',
    answer:
      'Send us a message from the Contact Us page with the category Billing and the date of the trip. Our billing team replies within 24 hours.',
  },
  {
    id: 'driver-payouts',
    category: 'payment',
    question: 'How do drivers get paid?',
    answer:
      'Your 80% share of each fare and all of your tips are recorded in your earnings dashboard, whichever way the rider paid.',
  },
  {
    id: 'sos-button',
    category: 'safety',
    question: 'What does the SOS emergency button do?',
    answer:
      'During a trip, the SOS button connects you with our 24/7 safety team and shares your live location with them. If you are in immediate danger, also call your local emergency number.',
  },
  {
    id: 'driver-checks',
    category: 'safety',
    question: 'How are drivers checked?',
    answer:
      'Before their first trip, every driver’s licence, vehicle registration and insurance documents are reviewed. Ratings from riders help us keep standards high after that.',
  },
  {
    id: 'check-car',
    category: 'safety',
    question: 'How do I make sure I get into the right car?',
    answer:
      'Before you get in, check that the car model, the licence plate and the driver’s name match the details in the app.',
  },
  {
    id: 'share-trip',
    category: 'safety',
    question: 'Can someone follow my trip?',
    answer:
      'Live GPS tracking follows every trip from pickup to drop-off, and the route is kept in your ride history. Our safety team can see your location if you press SOS.',
  },
  {
    id: 'report-incident',
    category: 'safety',
    question: 'How do I report a safety concern after a trip?',
    answer:
      'Use the Contact Us page and describe what happened, with the date and time of the trip. Safety reports are handled first, around the clock.',
  },
];

/** The items of a category whose question or answer contains the search text (case-insensitive). */
export function filterFaqItems(items: readonly FaqItem[], filter: FaqFilter, search: string): FaqItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter === 'all' || item.category === filter) &&
      (needle === '' ||
        item.question.toLowerCase().includes(needle) ||
        item.answer.toLowerCase().includes(needle)),
  );
}
