import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from './navbar.tsx';

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  args: { session: { status: 'signed-out' }, onSignOut: () => undefined },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-64 bg-background">
        {Story()}
        <div className="mx-auto max-w-7xl px-4 py-10 text-sm text-muted-foreground sm:px-6 lg:px-8">
          Page content
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const Loading: Story = { args: { session: { status: 'loading' } } };

export const Rider: Story = {
  name: 'Signed in: rider',
  args: { session: { status: 'signed-in', user: { name: 'Ada Lovelace', role: 'rider' } } },
  parameters: { route: '/rider/dashboard' },
};

export const Driver: Story = {
  name: 'Signed in: driver',
  args: { session: { status: 'signed-in', user: { name: 'Sam Lee', role: 'driver' } } },
};

export const Admin: Story = {
  name: 'Signed in: admin',
  args: { session: { status: 'signed-in', user: { name: 'Grace Hopper', role: 'admin' } } },
};

export const UserMenuOpen: Story = {
  name: 'Signed in: user menu open',
  tags: ['!autodocs', 'axe-modal'],
  args: { session: { status: 'signed-in', user: { name: 'Ada Lovelace', role: 'rider' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu for/ }));
    await expect(within(document.body).getByRole('menuitem', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/rider/profile',
    );
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile: menu open (signed out)',
  tags: ['!autodocs', 'mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible());
  },
};

export const MobileMenuSignedIn: Story = {
  name: 'Mobile: menu open (driver)',
  tags: ['!autodocs', 'mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { session: { status: 'signed-in', user: { name: 'Sam Lee', role: 'driver' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible());
  },
};

export const SubdomainLinks: Story = {
  name: 'Signed in: links to the rider subdomain',
  args: { session: { status: 'signed-in', user: { name: 'Ada Lovelace', role: 'rider' } } },
  parameters: {
    appLinks: {
      currentApp: 'publicSite',
      urls: {
        publicSite: '',
        rider: 'https://rider.example.com',
        driver: 'https://driver.example.com',
        admin: 'https://admin.example.com',
      },
    },
  },
};
