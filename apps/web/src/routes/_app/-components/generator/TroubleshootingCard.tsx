import { Button, Card, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconBug, IconTool } from '@tabler/icons-react';

/** Describe an error in the generated code and get an updated version (spec section 2). */
export function TroubleshootingCard() {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="orange" size="lg" radius="md" aria-hidden>
            <IconBug size={18} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={600} size="sm">
              Troubleshooting
            </Text>
            <Text size="sm" c="dimmed">
              Paste the error you see in the Wix editor or browser console and get fixed code.
            </Text>
          </div>
        </Group>
        <Textarea
          label="Error details"
          placeholder="Please generate code first before troubleshooting"
          autosize
          minRows={2}
          disabled
        />
        <Group justify="flex-end">
          <Button variant="light" color="orange" leftSection={<IconTool size={16} />} disabled>
            Fix Code
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
