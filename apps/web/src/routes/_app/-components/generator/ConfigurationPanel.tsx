import { Stack } from '@mantine/core';

import { ConfigurationCard } from './ConfigurationCard';
import { TokenCard } from './TokenCard';
import { TroubleshootingCard } from './troubleshoot/TroubleshootingCard';

/** The generator's left column: balance, the form, then troubleshooting (spec section 2). */
export function ConfigurationPanel() {
  return (
    <Stack gap="lg">
      <TokenCard />
      <ConfigurationCard />
      <TroubleshootingCard />
    </Stack>
  );
}
