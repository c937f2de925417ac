import { Center, Loader, Text } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useText } from '../lib/i18n/i18n-provider.tsx';
import { nextTask } from '../lib/next-task.ts';
import { useSessionStatus } from '../lib/session-provider.tsx';
import { useFirstData } from './first-screen.ts';
import { ScreenBoundary } from './screen-failed.tsx';

/**
 * A screen from a chunk of its own, so the login page loads none of the signed-in screens; on a first
 * visit boot.js (build/boot-script.ts) has already started the chunks of the screen asked for. Its
 * code is set up in one task and drawn in the next, each short on a phone.
 */
// biome-ignore lint/suspicious/noExplicitAny: each screen has props of its own, as lazy() itself allows
function screen<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazy(() =>
    load()
      .then((m) => nextTask(m))
      .then((m) => ({ default: m[name] })),
  );
}

const LoginPage = screen(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const AppLayout = screen(() => import('../features/shell/components/app-layout.tsx'), 'AppLayout');
const RouteGuard = screen(() => import('../features/shell/components/route-guard.tsx'), 'RouteGuard');
const BeneficiaryListPage = screen(
  () => import('../features/beneficiaries/components/beneficiary-list-page.tsx'),
  'BeneficiaryListPage',
);
const BeneficiaryDetailPage = screen(
  () => import('../features/beneficiaries/components/beneficiary-detail-page.tsx'),
  'BeneficiaryDetailPage',
);
const DashboardPage = screen(() => import('../features/dashboard/components/dashboard-page.tsx'), 'DashboardPage');
const SummaryPage = screen(() => import('../features/summary/components/summary-page.tsx'), 'SummaryPage');
const TeamPage = screen(() => import('../features/team/components/team-page.tsx'), 'TeamPage');
const StaffAdminPage = screen(() => import('../features/staff-admin/components/staff-admin-page.tsx'), 'StaffAdminPage');
const ConfigPage = screen(() => import('../features/config/components/config-page.tsx'), 'ConfigPage');
const OrgPage = screen(() => import('../features/org/components/org-page.tsx'), 'OrgPage');
const UserProfilePage = screen(() => import('../features/profile/components/user-profile-page.tsx'), 'UserProfilePage');

const NoticePrintPage = screen(() => import('../features/privacy/components/notice-print-page.tsx'), 'NoticePrintPage');

const PersonRecordPage = screen(() => import('../features/privacy/components/person-record-page.tsx'), 'PersonRecordPage');

const PageLoader = () => (
  <Center mih="50vh">
    <Loader />
  </Center>
);

/** Spec §2 route table: every path depends on whether the stored session is valid. */
function SessionGate({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const t = useText();
  const status = useSessionStatus();
  useFirstData();
  if (status === 'checking') {
    return (
      <Center mih="100vh">
        <Text>{t('shell.loading')}</Text>
      </Center>
    );
  }
  return <Suspense fallback={<PageLoader />}>{status === 'signed-in' ? signedIn : signedOut}</Suspense>;
}

const toLogin = <Navigate to="/login" replace />;
const toList = <Navigate to="/beneficiary" replace />;
const guarded = (path: string, page: ReactNode) => (
  <Suspense fallback={<PageLoader />}>
    <RouteGuard path={path}>{page}</RouteGuard>
  </Suspense>
);

/** The frame's pages: one that fails is reported inside the frame, which keeps its menu. */
function FramePage() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary path={pathname}>
      <Outlet />
    </ScreenBoundary>
  );
}

function ScreenRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary path={pathname}>
      <Routes>
        <Route path="/" element={<SessionGate signedIn={toList} signedOut={toLogin} />} />
        <Route path="/login" element={<SessionGate signedIn={toList} signedOut={<LoginPage />} />} />
        {/* the notice printed for field visits: the page alone, without the portal around it */}
        <Route path="/notice" element={<SessionGate signedIn={<NoticePrintPage />} signedOut={toLogin} />} />
        {/* a person's record printed for them, guarded like their page */}
        <Route
          path="/beneficiary/:beneficiaryId/print"
          element={<SessionGate signedIn={guarded('/beneficiary', <PersonRecordPage />)} signedOut={toLogin} />}
        />
        <Route element={<SessionGate signedIn={<AppLayout />} signedOut={toLogin} />}>
          <Route element={<FramePage />}>
            <Route path="/beneficiary" element={guarded('/beneficiary', <BeneficiaryListPage />)} />
            <Route path="/beneficiary/:beneficiaryId" element={guarded('/beneficiary', <BeneficiaryDetailPage />)} />
            <Route path="/dashboard" element={guarded('/dashboard', <DashboardPage />)} />
            <Route path="/myteam" element={guarded('/myteam', <TeamPage />)} />
            <Route path="/summary" element={guarded('/summary', <SummaryPage />)} />
            <Route path="/org" element={guarded('/org', <OrgPage />)} />
            <Route path="/permission" element={guarded('/permission', <StaffAdminPage />)} />
            <Route path="/config" element={guarded('/config', <ConfigPage />)} />
            <Route
              path="/userprofile/:userId"
              element={
                <Suspense fallback={<PageLoader />}>
                  <UserProfilePage />
                </Suspense>
              }
            />
            <Route path="*" element={toList} />
          </Route>
        </Route>
      </Routes>
    </ScreenBoundary>
  );
}

// the declarative router: the portal has no loaders or actions, and the data router's code is twice the size
export function AppRoutes() {
  return (
    <BrowserRouter>
      <ScreenRoutes />
    </BrowserRouter>
  );
}
