import { Card, Stack, Tabs, Text, Title } from '@mantine/core';

import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthTab = 'login' | 'register';

type AuthCardProps = {
  activeTab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
};

const HEADINGS: Record<AuthTab, { title: string; description: string }> = {
  login: { title: 'Welcome Back', description: 'Sign in to generate code and manage your tokens.' },
  register: {
    title: 'Create an Account',
    description: 'Sign up to generate Velo code from your site structure.',
  },
};

export function AuthCard({ activeTab, onTabChange }: AuthCardProps) {
  const heading = HEADINGS[activeTab];

  return (
    <Card withBorder padding="xl" radius="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz="h2">
            {heading.title}
          </Title>
          <Text c="dimmed" size="sm">
            {heading.description}
          </Text>
        </Stack>
        <Tabs
          value={activeTab}
          onChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}
        >
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="login">Login</Tabs.Tab>
            <Tabs.Tab value="register">Register</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
