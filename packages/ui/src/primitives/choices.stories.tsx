import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';
import {
  NativeSelect,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Primitives/Choices',
  component: Checkbox,
  parameters: {
    docs: { description: { component: 'Select, native select, checkbox, radio group and switch.' } },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckboxStates: Story = {
  name: 'Checkbox',
  render: () => (
    <div className="grid gap-3">
      <div className="flex items-center gap-2.5">
        <Checkbox id="remember" />
        <Label htmlFor="remember">Remember me</Label>
      </div>
      <div className="flex items-center gap-2.5">
        <Checkbox id="terms" defaultChecked />
        <Label htmlFor="terms">I accept the terms and conditions</Label>
      </div>
      <div className="flex items-center gap-2.5">
        <Checkbox id="all" checked="indeterminate" />
        <Label htmlFor="all">Select all rides</Label>
      </div>
      <div className="flex items-center gap-2.5">
        <Checkbox id="disabled" disabled />
        <Label htmlFor="disabled">Unavailable</Label>
      </div>
    </div>
  ),
};

export const Radio: Story = {
  render: () => (
    <div className="grid gap-2">
      <Label id="payment-label">Payment method</Label>
      <RadioGroup defaultValue="card" aria-labelledby="payment-label">
        {[
          ['cash', 'Cash'],
          ['card', 'Card'],
          ['wallet', 'Digital wallet'],
        ].map(([value, label]) => (
          <div key={value} className="flex items-center gap-2.5">
            <RadioGroupItem value={value ?? ''} id={`pay-${value}`} />
            <Label htmlFor={`pay-${value}`}>{label}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  ),
};

export const SwitchStates: Story = {
  name: 'Switch',
  render: () => (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch id="online" defaultChecked />
        <Label htmlFor="online">Online: accepting ride requests</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="offline" />
        <Label htmlFor="offline">Share live location</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="switch-disabled" disabled />
        <Label htmlFor="switch-disabled">Disabled</Label>
      </div>
    </div>
  ),
};

export const SelectMenu: Story = {
  name: 'Select',
  render: () => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="account-type">Account type</Label>
      <Select defaultValue="rider">
        <SelectTrigger id="account-type">
          <SelectValue placeholder="Choose an account type" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Join as</SelectLabel>
            <SelectItem value="rider">Rider</SelectItem>
            <SelectItem value="driver">Driver</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
};

export const SelectOpen: Story = {
  name: 'Select (open)',
  // Radix Select is modal: while open it hides the rest of the page (its trigger too) from assistive technology
  // and keeps focus in the list, which axe reports as a focusable element inside aria-hidden.
  tags: ['!autodocs', 'axe-modal'],
  render: () => (
    <div className="grid h-56 w-72 content-start gap-2">
      <Label htmlFor="category">Category</Label>
      <Select defaultValue="general" defaultOpen>
        <SelectTrigger id="category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {['general', 'rider', 'driver', 'technical', 'billing', 'partnership'].map((value) => (
            <SelectItem key={value} value={value} className="capitalize">
              {value}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
};

export const Native: Story = {
  name: 'Native select',
  render: () => (
    <div className="grid w-72 gap-2">
      <Label htmlFor="native-role">Account type</Label>
      <NativeSelect id="native-role" defaultValue="driver">
        <option value="rider">Rider</option>
        <option value="driver">Driver</option>
      </NativeSelect>
    </div>
  ),
};
