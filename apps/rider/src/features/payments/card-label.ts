import type { SavedCard } from '@ridebook/validation';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The provider's brand ("visa") as people write it ("Visa"); an unknown brand keeps its own name. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa •••• 4242": how a saved card is named everywhere in the rider app. */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

/** "12/2030". */
export function cardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** "4242424242424242" -> "4242 4242 4242 4242", as printed on a card. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
