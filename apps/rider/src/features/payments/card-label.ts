import type { SavedCard } from '@ridebook/validation';

/** "12/2030". */
export function cardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** "4242424242424242" -> "4242 4242 4242 4242", as printed on a card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
