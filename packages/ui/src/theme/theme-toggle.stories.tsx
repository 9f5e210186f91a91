import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeMenu, ThemeToggle } from './theme-toggle.tsx';

const meta = {
  title: 'Shell/Theme',
  component: ThemeToggle,
  parameters: {
    docs: {
      description: {
        component:
          'The toggle flips light and dark (from system: to the opposite of the OS preference); the menu offers Light, Dark and System. In Storybook the toolbar drives the theme.',
      },
    },
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {};

export const Menu: Story = { render: () => <ThemeMenu /> };
