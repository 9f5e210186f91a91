import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { PasswordInput } from './password-input.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  decorators: [(Story) => <div className="grid w-80 gap-2">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <>
      <Label htmlFor="pickup">Pickup</Label>
      <Input id="pickup" placeholder="Enter pickup location" />
    </>
  ),
};

export const Filled: Story = {
  render: () => (
    <>
      <Label htmlFor="email-filled">Email</Label>
      <Input id="email-filled" type="email" defaultValue="ada@example.com" />
    </>
  ),
};

export const Invalid: Story = {
  render: () => (
    <>
      <Label htmlFor="email-invalid">Email</Label>
      <Input id="email-invalid" type="email" defaultValue="ada@" aria-invalid="true" />
    </>
  ),
};

export const Disabled: Story = {
  render: () => (
    <>
      <Label htmlFor="plate">License plate</Label>
      <Input id="plate" defaultValue="KA-01-1234" disabled />
    </>
  ),
};

export const Password: Story = {
  render: () => (
    <>
      <Label htmlFor="password">Password</Label>
      <PasswordInput id="password" defaultValue="s3cret-Pass" />
    </>
  ),
};

export const PasswordVisible: Story = {
  name: 'Password (shown)',
  render: () => (
    <>
      <Label htmlFor="password-visible">Password</Label>
      <PasswordInput id="password-visible" defaultValue="s3cret-Pass" defaultVisible />
    </>
  ),
};

export const TextArea: Story = {
  name: 'Textarea',
  render: () => (
    <>
      <Label htmlFor="message">Message</Label>
      <Textarea id="message" placeholder="How can we help?" />
    </>
  ),
};
