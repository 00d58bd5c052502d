import { Tabs } from '@mantine/core';
import {
  IconFileText,
  IconHistory,
  IconReceipt,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { createFileRoute, Navigate } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { useCurrentUser } from '../../lib/current-user';
import { requireAdmin } from '../../lib/route-guards';
import { optionalOneOf, searchParser } from '../../lib/search-params';
import { AdminAuditPanel } from './-components/admin/AdminAuditPanel';
import { AdminLogoutButton } from './-components/admin/AdminLogoutButton';
import { AdminPurchasesPanel } from './-components/admin/AdminPurchasesPanel';
import { AdminSettingsPanel } from './-components/admin/AdminSettingsPanel';
import { AdminUsersPanel } from './-components/admin/AdminUsersPanel';
import { LegalContentPanel } from './-components/admin/LegalContentPanel';
import classes from './-components/admin/AdminTabs.module.css';

const ADMIN_TABS = ['settings', 'users', 'purchases', 'legal', 'audit'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

/** The open tab is in the URL (?tab=users), so a reload or a shared link keeps it. */
const parseAdminSearch = searchParser({ tab: optionalOneOf(ADMIN_TABS) });

/** Admins only; everyone else is sent to the generator (spec section 2). */
export const Route = createFileRoute('/_app/admin')({
  validateSearch: parseAdminSearch,
  beforeLoad: ({ context }) => requireAdmin(context),
  component: AdminPage,
});

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab === value);
}

function AdminPage() {
  const { user, isLoading } = useCurrentUser();
  const { tab = 'settings' } = Route.useSearch();
  const navigate = Route.useNavigate();
  // beforeLoad runs on navigation only; this catches a session change on the page itself. A
  // sign-out goes to /auth (where logout sends the user), a non-admin session to the generator.
  if (!isLoading && !user) return <Navigate to="/auth" replace />;
  if (!isLoading && user?.role !== 'admin') return <Navigate to="/" replace />;

  return (
    <PageContainer width="list">
      <PageHeader
        title="Admin Dashboard"
        description="Manage the token package, user balances, purchases and legal content."
        actions={<AdminLogoutButton />}
      />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isAdminTab(next)) {
            void navigate({ search: next === 'settings' ? {} : { tab: next }, replace: true });
          }
        }}
        keepMounted={false}
        classNames={{ list: classes.list }}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="purchases" leftSection={<IconReceipt size={16} />}>
            Token Purchases
          </Tabs.Tab>
          <Tabs.Tab value="legal" leftSection={<IconFileText size={16} />}>
            Legal Content
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} />}>
            Audit Log
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <AdminSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <AdminUsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="purchases">
          <AdminPurchasesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="legal">
          <LegalContentPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AdminAuditPanel />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
