import type { ContactFormInput } from '@ridebook/validation';
import { CONTACT_SEND_DELAY_MS } from '../../config/marketing.ts';

export type SendContactMessage = (message: ContactFormInput) => Promise<void>;

/** The seed makes no call for the contact form: the send is a 1.5 s wait (spec sections 4 and 9). */
export const fakeSendContactMessage: SendContactMessage = () =>
  new Promise((resolve) => {
    window.setTimeout(resolve, CONTACT_SEND_DELAY_MS);
  });
