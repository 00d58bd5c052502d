import { Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TSiteProfile } from '@veloforge/shared';
import { MAX_SITE_PROFILES } from '@veloforge/shared';

import { ButtonLink } from '../../../../../components/links/ButtonLink';
import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { trpc } from '../../../../../lib/trpc';
import { formWithStructure, hasStructure } from './form-structure';
import { SaveProfileForm } from './SaveProfileForm';
import { SiteProfileList } from './SiteProfileList';

type SiteProfilesDrawerProps = {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  form: GeneratorForm;
  /** The form with the profile's structure in its editors. */
  onLoad: (form: GeneratorForm, profile: TSiteProfile) => void;
};

/**
 * Site profiles (issue 11): save the editors' structure under a name, and load, rename or delete
 * saved ones. Profiles are kept on the server per user, so a visitor is asked to sign in.
 */
export function SiteProfilesDrawer({
  opened,
  onClose,
  signedIn,
  form,
  onLoad,
}: SiteProfilesDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Site profiles"
      closeButtonProps={{ 'aria-label': 'Close site profiles' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {signedIn ? (
        <SignedInProfiles form={form} onLoad={onLoad} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Sign in to keep your site structures under a name and load them into the generator in
            one click.
          </Text>
          <Group>
            <ButtonLink to="/auth">Sign In</ButtonLink>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

function SignedInProfiles({ form, onLoad }: Pick<SiteProfilesDrawerProps, 'form' | 'onLoad'>) {
  // Read on every opening: another tab or a script with an API key may have changed them.
  const profiles = trpc.siteProfiles.list.useQuery(undefined, { refetchOnMount: 'always' });
  const names = profiles.data?.profiles.map((p) => p.name) ?? [];

  return (
    <Stack gap="lg">
      {profiles.isPending ? (
        <Skeleton h="8.5rem" radius="md" />
      ) : (
        <SaveProfileForm form={form} existingNames={names} />
      )}
      <Divider />
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="sm" fw={650}>
            Saved profiles
          </Title>
          {profiles.data ? (
            <Text size="xs" c="dimmed">
              {profiles.data.profiles.length} of {MAX_SITE_PROFILES}
            </Text>
          ) : null}
        </Group>
        <SiteProfileList
          profiles={profiles}
          editorsHoldStructure={hasStructure(form)}
          onLoad={(profile) =>
            onLoad(
              formWithStructure(form, profile.structure, { collections: true, elements: true }),
              profile,
            )
          }
        />
      </Stack>
    </Stack>
  );
}
