import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from './user-menu.tsx';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { role: 'rider', name: 'Ada Lovelace', onSignOut: () => undefined },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = {};
export const RoleName: Story = { name: 'Showing the role (navbar)', args: { display: 'role' } };
export const WithoutName: Story = { args: { name: null, role: 'admin' } };
