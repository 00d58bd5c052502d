import { Alert, Radio, Stack, Switch, Text } from '@mantine/core';
import type { TGenerationPreferences } from '@veloforge/shared';
import { IconInfoCircle } from '@tabler/icons-react';

type GenerationSettingsProps = {
  preferences: TGenerationPreferences;
  onChange: (preferences: TGenerationPreferences) => void;
  signedIn: boolean;
};

/** How generated code is shaped; a signed-in user's choices are kept with their account. */
export function GenerationSettings({ preferences, onChange, signedIn }: GenerationSettingsProps) {
  const set = (changes: Partial<TGenerationPreferences>) =>
    onChange({ ...preferences, ...changes });

  return (
    <Stack gap="lg">
      <Radio.Group
        label="Backend module style"
        description="How backend functions are exposed to page code."
        value={preferences.webModuleStyle}
        onChange={(value) => set({ webModuleStyle: value })}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="web"
            label="Web modules (.web.js with webMethod)"
            description="The current Velo format, with a permission on each function. Recommended."
          />
          <Radio
            value="jsw"
            label="Legacy web modules (.jsw)"
            description="Plain exported functions, for sites that still use .jsw files."
          />
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Module names"
        description="Which names page code imports platform modules by."
        value={preferences.moduleNames}
        onChange={(value) => set({ moduleNames: value })}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="frontend"
            label="Current names (wix-location-frontend, wix-window-frontend …)"
          />
          <Radio value="legacy" label="Legacy names (wix-location, wix-window, wix-storage)" />
        </Stack>
      </Radio.Group>
      <Switch
        label="Comments in the code"
        description="A short header and a line above each feature explaining what it does."
        checked={preferences.comments}
        onChange={(event) => set({ comments: event.currentTarget.checked })}
      />
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="sm">
        <Text size="sm">
          {signedIn
            ? 'Saved to your account and used for every generation.'
            : 'Saved in this browser. Sign in to keep them with your account.'}
        </Text>
      </Alert>
    </Stack>
  );
}
