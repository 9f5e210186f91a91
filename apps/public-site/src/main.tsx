import { nextTask } from './lib/next-task.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page is on screen before this runs. Its code is evaluated in several tasks instead of one long
// one, so that the browser can answer a tap in between: React DOM first, then the app (src/app/start-app.tsx).
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start-app.tsx');
await startApp(root);
