// The settings feature's public surface: the pricing and dispatch forms, which a city's page reuses with its id.
export { DispatchForm } from './dispatch-form.tsx';
export { PricingForm } from './pricing-form.tsx';
