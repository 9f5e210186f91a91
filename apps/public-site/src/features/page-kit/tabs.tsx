import { Tabs as TabsRoot, TabsContent, TabsList, TabsTrigger } from '@ridebook/ui';
import type { ReactNode } from 'react';

export type TabItem = { value: string; label: string; content: ReactNode };

type TabsProps = {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  className?: string;
};

/** The design system's tabs (WAI-ARIA tabs: arrow keys move and select), fed by a list of items. */
export function Tabs({ label, items, className }: TabsProps) {
  return (
    <TabsRoot defaultValue={items[0]?.value} className={className}>
      <div className="flex justify-center">
        <TabsList aria-label={label} className="h-12 rounded-full border border-border p-1">
          {items.map((item) => (
            <TabsTrigger
              key={item.value}
              value={item.value}
              className="rounded-full px-5 text-sm font-semibold data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value} className="mt-10">
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
