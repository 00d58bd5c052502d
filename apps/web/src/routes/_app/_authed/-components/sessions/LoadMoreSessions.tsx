import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

type LoadMoreSessionsProps = {
  onLoadMore: () => void;
  isLoading: boolean;
};

/** Under the grid while older generations remain: the list comes 100 at a time. */
export function LoadMoreSessions({ onLoadMore, isLoading }: LoadMoreSessionsProps) {
  return (
    <Group justify="center" mt="xl">
      <Button
        variant="default"
        leftSection={<IconChevronDown size={16} />}
        loading={isLoading}
        onClick={onLoadMore}
      >
        Load more
      </Button>
    </Group>
  );
}
