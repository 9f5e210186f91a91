import { notify } from '@ridebook/ui';

/** Tells the visitor that a button is a demo (seed spec section 2: the contact page's buttons are dummies). */
export function showDemoNotice(action: string): void {
  notify.info(`${action} is a demo button: it does not do anything yet.`, { id: `demo-${action}` });
}
