import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { TSiteProfile, TSiteProfileSummary } from '@veloforge/shared';
import { SITE_PROFILE_MESSAGES } from '@veloforge/shared';
import { useState } from 'react';

import { errorMessage, errorStatus } from '../../../../../lib/api-error';
import { formatDate } from '../../../../../lib/format';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import { plural } from './import-flow';
import { RenameProfileForm } from './RenameProfileForm';
import { RowConfirm } from './RowConfirm';

type RowMode = 'view' | 'rename' | 'confirmLoad' | 'confirmDelete';

type SiteProfileRowProps = {
  profile: TSiteProfileSummary;
  /** Loading replaces what the editors hold: asked first when they hold anything. */
  editorsHoldStructure: boolean;
  onLoad: (profile: TSiteProfile) => void;
};

/** One saved profile: what it holds, Load, and Rename / Delete in its menu. */
export function SiteProfileRow({ profile, editorsHoldStructure, onLoad }: SiteProfileRowProps) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<RowMode>('view');
  const [loading, setLoading] = useState(false);

  const remove = trpc.siteProfiles.delete.useMutation({
    onSuccess(result) {
      void utils.siteProfiles.list.invalidate();
      showToast({ title: result.message, description: `“${profile.name}” was deleted.` });
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Delete failed',
        description: errorMessage(error, 'The site profile could not be deleted.'),
      });
    },
  });

  async function load() {
    setLoading(true);
    try {
      // Always the stored structure as it is now, not a copy cached by an earlier load.
      onLoad(await utils.siteProfiles.get.fetch({ id: profile.id }, { staleTime: 0 }));
    } catch (error) {
      if (errorStatus(error) === 404) void utils.siteProfiles.list.invalidate();
      showToast({
        variant: 'destructive',
        title: 'Failed to load site profile',
        description: errorMessage(error, SITE_PROFILE_MESSAGES.notFound),
      });
    } finally {
      setLoading(false);
      setMode('view');
    }
  }

  if (mode === 'rename') {
    return <RenameProfileForm profile={profile} onDone={() => setMode('view')} />;
  }

  const holds = `${plural(profile.collections, 'collection')} · ${plural(profile.elements, 'element')}`;

  return (
    <Stack gap="xs" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" truncate="end" title={profile.name}>
            {profile.name}
          </Text>
          <Text size="xs" c="dimmed">
            {holds}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {formatDate(profile.updatedAt)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} />}
            loading={loading}
            aria-label={`Load ${profile.name}`}
            onClick={() => (editorsHoldStructure ? setMode('confirmLoad') : void load())}
          >
            Load
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`More actions for ${profile.name}`}
              >
                <IconDotsVertical size={18} stroke={1.6} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setMode('rename')}>
                Rename
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setMode('confirmDelete')}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {mode === 'confirmLoad' ? (
        <RowConfirm
          message={`Replace the editors' collections, element IDs and hierarchy with “${profile.name}”?`}
          confirmLabel="Replace editors"
          pending={loading}
          onConfirm={() => void load()}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'confirmDelete' ? (
        <RowConfirm
          message={`Delete “${profile.name}”? This cannot be undone.`}
          confirmLabel="Delete"
          color="red"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: profile.id })}
          onCancel={() => setMode('view')}
        />
      ) : null}
    </Stack>
  );
}
