import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../app/theme-provider.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { saveSession } from '../lib/session.ts';

/** An answer of the fake API: the JSON body, with 200 unless a status is given. */
export type FakeAnswer = unknown | { status: number; body: unknown };
type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit | undefined, url: URL) => FakeAnswer)>;

/**
 * The API as the component sees it through fetch: each key is a method and a path under /api/v1
 * (`GET /org/get-district-list/1`); a call nobody answers fails the test with its path.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const sent = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body: sent, headers: new Headers(init?.headers) });
    const route = routes[`${method} ${path}`];
    if (route === undefined) throw new Error(`no fake answer for ${method} ${path}`);
    const answer = typeof route === 'function' ? route(init, url) : route;
    const { status, body } =
      typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** A screen's component with the providers the portal gives it, signed in, in English, at the given path. */
export function renderScreen(ui: ReactNode, { path = '/beneficiary' } = {}) {
  saveSession({ token: 'component-test-token', expirationTime: Date.now() + 60 * 60_000 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
}
