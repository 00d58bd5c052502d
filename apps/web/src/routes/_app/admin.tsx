import { Tabs } from '@mantine/core';
import { IconFileText, IconReceipt, IconSettings, IconUsers } from '@tabler/icons-react';
import { createFileRoute, Navigate } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { useCurrentUser } from '../../lib/current-user';
import { requireAdmin } from '../../lib/route-guards';
import { AdminEmptyPanel } from './-components/admin/AdminEmptyPanel';
import { AdminLogoutButton } from './-components/admin/AdminLogoutButton';
import { LegalContentPanel } from './-components/admin/LegalContentPanel';
import { AdminSettingsPanel } from './-components/admin/AdminSettingsPanel';

/** Admins only; everyone else is sent to the generator (spec section 2). */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ context }) => requireAdmin(context),
  component: AdminPage,
});

function AdminPage() {
  const { user, isLoading } = useCurrentUser();
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
      <Tabs defaultValue="settings" keepMounted={false}>
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
        </Tabs.List>
        <Tabs.Panel value="settings">
          <AdminSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <AdminEmptyPanel
            icon={IconUsers}
            title="No users to show"
            description="Registered users, their roles and token balances will be listed here, with a way to grant tokens."
          />
        </Tabs.Panel>
        <Tabs.Panel value="purchases">
          <AdminEmptyPanel
            icon={IconReceipt}
            title="No purchases yet"
            description="Completed, pending and failed token purchases will be listed here."
          />
        </Tabs.Panel>
        <Tabs.Panel value="legal">
          <LegalContentPanel />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
