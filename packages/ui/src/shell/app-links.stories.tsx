import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLink, useAppHref } from './app-links.tsx';

function Links() {
  const rows = ['/', '/faq', '/rider/dashboard', '/driver/earnings', '/admin/users'];
  return (
    <table className="text-sm">
      <caption className="pb-2 text-left font-semibold">Links as seen from the rider app</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="pr-6 font-medium">Path</th>
          <th className="font-medium">Rendered href</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((path) => (
          <Row key={path} path={path} />
        ))}
      </tbody>
    </table>
  );
}

function Row({ path }: { path: string }) {
  const href = useAppHref(path);
  return (
    <tr>
      <td className="py-1 pr-6">
        <AppLink to={path} className="font-medium text-primary hover:underline">
          {path}
        </AppLink>
      </td>
      <td className="py-1 font-mono text-xs">{href}</td>
    </tr>
  );
}

const meta = {
  title: 'Shell/AppLink',
  component: Links,
  parameters: {
    route: '/rider/dashboard',
    docs: {
      description: {
        component:
          "`AppLink` renders a router `<Link>` for the current app's paths and a plain `<a href>` for another app's, using each app's base URL: relative on one origin, absolute in subdomain mode.",
      },
    },
  },
} satisfies Meta<typeof Links>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneOrigin: Story = {
  name: 'One origin (relative)',
  parameters: {
    appLinks: { currentApp: 'rider', urls: { publicSite: '', rider: '', driver: '', admin: '' } },
  },
};

export const Subdomains: Story = {
  parameters: {
    appLinks: {
      currentApp: 'rider',
      urls: {
        publicSite: 'https://ridebook.example.com',
        rider: 'https://rider.example.com',
        driver: 'https://driver.example.com',
        admin: 'https://admin.example.com',
      },
    },
  },
};
