import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

/** The 'Insufficient tokens' toast's way out: the purchase dialog, one click away. */
export function BuyTokensAction({ onClick }: { onClick: () => void }) {
  return (
    <Button
      display="flex"
      mt="xs"
      size="compact-sm"
      variant="light"
      leftSection={<IconShoppingCart size={14} />}
      onClick={onClick}
    >
      Buy Tokens
    </Button>
  );
}
