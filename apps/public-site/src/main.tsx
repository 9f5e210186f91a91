import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadApiClient } from './lib/load-api-client.ts';
import './styles.css';

// configureApiClient({ baseURL: VITE_API_URL }) runs in that chunk; start fetching it alongside the first route.
void loadApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
