import { RoleAppRoot } from '@ridebook/ui/account';
import { env } from '../config/env.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  return <RoleAppRoot createRouter={createAppRouter} appLinks={env.appLinks} />;
}
