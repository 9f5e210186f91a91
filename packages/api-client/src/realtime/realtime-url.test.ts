// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../http-client.ts';
import { realtimeUrl } from './realtime-url.ts';

afterEach(() => {
  configureApiClient({});
});

describe('realtimeUrl', () => {
  it('puts the socket beside a relative API on the page’s own host (one-origin deployment)', () => {
    expect(realtimeUrl('/api', 'http://localhost:5173/rider/rides/1')).toBe('ws://localhost:5173/api/ws');
    expect(realtimeUrl('/api/', 'https://ridebook.example/driver/')).toBe('wss://ridebook.example/api/ws');
  });

  it('turns an absolute API address into its ws(s) address (subdomain deployment)', () => {
    expect(realtimeUrl('https://api.example.com/api')).toBe('wss://api.example.com/api/ws');
    expect(realtimeUrl('http://localhost:3000/api')).toBe('ws://localhost:3000/api/ws');
    expect(realtimeUrl('wss://api.example.com/api')).toBe('wss://api.example.com/api/ws');
  });

  it('uses the configured API base URL, and /api on the current page by default', () => {
    expect(realtimeUrl()).toBe(`ws://${window.location.host}/api/ws`);
    configureApiClient({ baseURL: 'https://api.example.com/api' });
    expect(realtimeUrl()).toBe('wss://api.example.com/api/ws');
    expect(realtimeUrl('')).toBe('wss://api.example.com/api/ws');
  });
});
