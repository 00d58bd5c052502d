import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

import { ButtonLink } from '../links/ButtonLink';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { HeaderAccount } from './HeaderAccount';
import { Logo } from './Logo';

const INSTRUCTION_BUILDER_LABEL = 'AI Instruction Builder';

/** The shared header of the app's working pages (generator, account, admin). */
export function AppHeader() {
  return (
    <Group h="100%" px={{ base: 'md', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Logo compactOnMobile />
      <Group gap="xs" wrap="nowrap">
        <ButtonLink
          to="/instruction-generator"
          variant="light"
          leftSection={<IconSparkles size={16} stroke={1.8} />}
          visibleFrom="sm"
        >
          {INSTRUCTION_BUILDER_LABEL}
        </ButtonLink>
        <Tooltip label={INSTRUCTION_BUILDER_LABEL}>
          <ActionIcon
            component={Link}
            to="/instruction-generator"
            variant="light"
            size="lg"
            aria-label={INSTRUCTION_BUILDER_LABEL}
            hiddenFrom="sm"
          >
            <IconSparkles size={18} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
        <ColorSchemeToggle />
        <HeaderAccount />
      </Group>
    </Group>
  );
}
