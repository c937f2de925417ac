import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesReached, packagesReached } from '../../../../scripts/test-support/static-imports.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '..');

describe('what the first screens load', () => {
  it('the login page and the list load no validation library (zod is about 25 KB gzip, and building its schemas runs on load)', () => {
    const login = packagesReached(path.join(WEB_SRC, 'app/login-screen.tsx'));
    const list = packagesReached(path.join(WEB_SRC, 'features/beneficiaries/components/beneficiary-list-page.tsx'));
    // the walk sees the libraries the screens do use
    expect(login).toContain('@mantine/core');
    expect(list).toContain('@tanstack/react-query');
    expect(login).not.toContain('zod');
    expect(list).not.toContain('zod');
  });

  it("the portal's frame uses the declarative router and fetches the notifications host later (each a tenth of its code)", () => {
    const frame = namesReached(path.join(WEB_SRC, 'app/app.tsx'));
    expect(frame.get('react-router')).toContain('BrowserRouter');
    for (const dataRouter of ['createBrowserRouter', 'RouterProvider', 'useRouteError']) {
      expect(frame.get('react-router')).not.toContain(dataRouter);
    }
    expect(frame.has('@mantine/notifications')).toBe(false);
  });
});
