import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp, LogOut, Settings, SlidersHorizontal, UserRound } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';
import { Switch } from './switch.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

const meta = {
  title: 'Primitives/Overlays',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          'Dialog, AlertDialog, Sheet, DropdownMenu, Tooltip (delay 0, skip delay 300 ms) and Popover, all on Radix: focus is trapped and restored, Escape closes.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function RateDialog({ open }: { open?: boolean }) {
  return (
    <Dialog defaultOpen={open}>
      <DialogTrigger asChild>
        <Button variant="outline">Rate your ride</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How was your ride with Sam?</DialogTitle>
          <DialogDescription>Your rating helps keep every trip safe and pleasant.</DialogDescription>
        </DialogHeader>
        <FormField label="Comment" hint="Optional">
          <Input placeholder="Friendly, on time, clean car…" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Skip</Button>
          </DialogClose>
          <Button>Submit rating</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const DialogClosed: Story = { name: 'Dialog', render: () => <RateDialog /> };

export const DialogOpen: Story = {
  name: 'Dialog (open)',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <RateDialog open />,
};

function CancelRide({ open }: { open?: boolean }) {
  return (
    <AlertDialog defaultOpen={open}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Cancel ride</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this ride?</AlertDialogTitle>
          <AlertDialogDescription>
            Your driver is already on the way. A cancellation fee may apply.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep ride</AlertDialogCancel>
          <AlertDialogAction variant="destructive">Cancel ride</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export const AlertDialogClosed: Story = { name: 'AlertDialog', render: () => <CancelRide /> };

export const AlertDialogOpen: Story = {
  name: 'AlertDialog (open)',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <CancelRide open />,
};

function FiltersSheet({ open }: { open?: boolean }) {
  return (
    <Sheet defaultOpen={open}>
      <SheetTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Filter rides</SheetTitle>
          <SheetDescription>Narrow the list by status and payment.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-6">
          <FormField label="Only completed rides" layout="inline">
            <Switch defaultChecked />
          </FormField>
          <FormField label="Rider name">
            <Input placeholder="Search by name" />
          </FormField>
        </div>
        <SheetFooter>
          <Button>Apply filters</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

export const SheetClosed: Story = { name: 'Sheet', render: () => <FiltersSheet /> };

export const SheetOpen: Story = {
  name: 'Sheet (open)',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <FiltersSheet open />,
};

function AccountMenu({ open }: { open?: boolean }) {
  return (
    <DropdownMenu defaultOpen={open} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Ada Lovelace</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <UserRound aria-hidden="true" />
          Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Settings aria-hidden="true" />
          Preferences
          <DropdownMenuShortcut>⌘,</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const DropdownMenuClosed: Story = { name: 'DropdownMenu', render: () => <AccountMenu /> };

export const DropdownMenuOpen: Story = {
  name: 'DropdownMenu (open)',
  tags: ['!autodocs'],
  render: () => (
    <div className="h-64">
      <AccountMenu open />
    </div>
  ),
};

export const TooltipStory: Story = {
  name: 'Tooltip (open)',
  render: () => (
    <div className="flex h-24 items-end">
      <Tooltip defaultOpen>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Help">
            <CircleHelp aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Fares include taxes and fees</TooltipContent>
      </Tooltip>
    </div>
  ),
};

export const PopoverStory: Story = {
  name: 'Popover (open)',
  tags: ['!autodocs'],
  render: () => (
    <div className="h-60">
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="outline">Fare breakdown</Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Fare breakdown">
          <div className="grid gap-2 text-sm">
            <p className="font-semibold">Fare breakdown</p>
            <div className="flex justify-between">
              <span className="text-muted-foreground">Base fare</span>
              <span>$4.00</span>
            </div>
            <div className="flex justify-between">
              <span className="text-muted-foreground">Distance (6.2 km)</span>
              <span>$11.80</span>
            </div>
            <div className="flex justify-between border-t pt-2 font-semibold">
              <span>Total</span>
              <span>$15.80</span>
            </div>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  ),
};
