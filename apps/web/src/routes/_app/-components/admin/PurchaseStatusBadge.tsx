import { Badge } from '@mantine/core';

import { purchaseStatusColor } from '../../../../lib/admin/purchase-status';

/** The status in words and colour (the colour alone would not be enough). */
export function PurchaseStatusBadge({ status }: { status: string }) {
  const color = purchaseStatusColor(status);
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      data-color={color}
      data-testid="purchase-status"
    >
      {status}
    </Badge>
  );
}
