import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@ridebook/ui';
import type { FaqItem } from './faq-items.ts';

type FaqAccordionProps = { items: readonly FaqItem[] };

/** Questions that open and close on their own: each is a button with aria-expanded controlling a region. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion
      type="multiple"
      className="overflow-hidden rounded-2xl border border-border bg-card px-5 text-card-foreground sm:px-6"
    >
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          {/* The questions sit under the page's h1: h2, so no level is skipped (axe: heading-order). */}
          <AccordionTrigger headingLevel={2} className="text-base text-pretty">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="text-base">
            <p>{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
