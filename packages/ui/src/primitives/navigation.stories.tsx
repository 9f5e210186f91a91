import type { Meta, StoryObj } from '@storybook/react-vite';
import { Car, Inbox, SearchX, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.tsx';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Pagination } from './pagination.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Primitives/Navigation and states',
  component: Tabs,
  parameters: {
    docs: { description: { component: 'Tabs, Accordion, Breadcrumb, Pagination and EmptyState.' } },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TabsStory: Story = {
  name: 'Tabs',
  render: () => (
    <Tabs defaultValue="riders" className="w-96">
      <TabsList>
        <TabsTrigger value="riders">For riders</TabsTrigger>
        <TabsTrigger value="drivers">For drivers</TabsTrigger>
      </TabsList>
      <TabsContent value="riders" className="text-sm text-muted-foreground">
        One-tap booking, live GPS tracking, and payment by cash, card or digital wallet.
      </TabsContent>
      <TabsContent value="drivers" className="text-sm text-muted-foreground">
        An earnings dashboard, availability control and passenger details before accepting.
      </TabsContent>
    </Tabs>
  ),
};

export const AccordionStory: Story = {
  name: 'Accordion',
  render: () => (
    <Accordion type="single" collapsible defaultValue="schedule" className="w-[28rem] max-w-full">
      <AccordionItem value="schedule">
        <AccordionTrigger>How far ahead can I schedule a ride?</AccordionTrigger>
        <AccordionContent>Up to 7 days ahead.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="earnings">
        <AccordionTrigger>How much do drivers keep?</AccordionTrigger>
        <AccordionContent>Drivers keep 80% of the fare plus tips.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="support">
        <AccordionTrigger>When does support reply?</AccordionTrigger>
        <AccordionContent>Support is available 24/7 and replies within 24 hours.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const BreadcrumbStory: Story = {
  name: 'Breadcrumb',
  render: () => (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#rider">Rider</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Ride History</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
};

function PaginationDemo({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(4);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

export const PaginationStory: Story = { name: 'Pagination', render: () => <PaginationDemo pageCount={12} /> };

export const Empty: Story = {
  name: 'EmptyState',
  render: () => (
    <EmptyState
      className="w-[28rem] max-w-full"
      icon={Car}
      title="No rides yet"
      description="Your trips will appear here after your first ride."
      action={<Button>Book a Ride</Button>}
    />
  ),
};

export const NoResults: Story = {
  name: 'EmptyState (no results)',
  render: () => (
    <EmptyState
      className="w-[28rem] max-w-full"
      icon={SearchX}
      title="No results found"
      description="Try another search or category."
      action={<Button variant="outline">Clear filters</Button>}
    />
  ),
};

export const ErrorState: Story = {
  name: 'EmptyState (error)',
  render: () => (
    <EmptyState
      className="w-[28rem] max-w-full"
      tone="destructive"
      icon={WifiOff}
      title="Couldn't load your rides"
      description="Check your connection and try again."
      action={<Button variant="outline">Try again</Button>}
    />
  ),
};

export const Plain: Story = {
  name: 'EmptyState (no action)',
  render: () => <EmptyState className="w-80" icon={Inbox} title="Inbox zero" />,
};
