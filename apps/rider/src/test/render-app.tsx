import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { parseAppEnv } from '@ridebook/ui/account';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { aRiderUser, FakeWebSocket, ok, type FakeReply, type Responder } from '@ridebook/api-client/testing';
import { routes } from '../app/router.tsx';

const rider = aRiderUser();
let renderedQueryClient: QueryClient | null = null;

/** The routes every signed-in page asks for, answered for a signed-in rider. */
export function signedInRoutes(): Record<string, Responder | FakeReply> {
  return { 'GET /user/me': () => ok(rider) };
}

/**
 * The whole rider app at `path`, as the browser shows it: the signed-in area (shell, realtime socket) around the
 * page. Answer the API with `installFakeApi` first. Returns the router, the query client and a user-event session.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  renderedQueryClient = queryClient;
  // This module outlives the test file (one module graph per worker): the test's client goes with the test.
  onTestFinished(() => {
    queryClient.clear();
    renderedQueryClient = null;
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={parseAppEnv('rider', {}).appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
}

/**
 * Opens the realtime socket the signed-in area made and says who is signed in, as the API does. An opened socket
 * makes the page ask the API again (messages may have been missed); this waits for those answers, so a message the
 * test pushes next is the newest news.
 */
export async function openSocket(): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  act(() => socket.receive({ type: 'ready', userId: rider.id, role: 'rider' }));
  await waitFor(() => {
    if (renderedQueryClient?.isFetching()) throw new Error('The page is still asking the API');
  });
  return socket;
}

/** A server message on the open socket. */
export function push(socket: FakeWebSocket, message: unknown): void {
  act(() => socket.receive(message));
}
