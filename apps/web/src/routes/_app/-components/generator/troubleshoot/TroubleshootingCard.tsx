import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import { GENERATION_LIMITS, GENERATION_MESSAGES } from '@veloforge/shared';
import { IconBug, IconInfoCircle, IconTool } from '@tabler/icons-react';
import { useState } from 'react';

import { tokenCost } from '../GenerateFooter';
import { useGenerator } from '../GeneratorContext';
import { hasCode } from '../state/result-reducer';
import { FixExplanation } from './FixExplanation';

/** Describe an error in the generated code and get an updated version (spec section 2). */
export function TroubleshootingCard() {
  const { generation, busy, troubleshoot } = useGenerator();
  const [errorDetails, setErrorDetails] = useState('');
  const { result, costs } = generation;
  const codeExists = hasCode(result.pieces);
  const isProcessing = result.activity?.kind === 'troubleshoot';
  const canFix = codeExists && errorDetails.trim() !== '' && !busy;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="Troubleshooting">
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
        {codeExists ? null : (
          <Alert
            variant="light"
            color="gray"
            title="No code to troubleshoot"
            icon={<IconInfoCircle size={16} />}
            p="sm"
          >
            {GENERATION_MESSAGES.codeRequired}
          </Alert>
        )}
        <Textarea
          label="Error details"
          placeholder="e.g. TypeError: $w(...).onClick is not a function"
          value={errorDetails}
          onChange={(event) => setErrorDetails(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={GENERATION_LIMITS.errorDetailsChars}
          spellCheck={false}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            color="orange"
            leftSection={
              isProcessing ? <Loader size={14} color="orange" /> : <IconTool size={16} />
            }
            disabled={!canFix}
            onClick={() => troubleshoot(errorDetails)}
          >
            {isProcessing ? 'Processing...' : `Fix Code · ${tokenCost(costs.troubleshoot)}`}
          </Button>
        </Group>
        {result.troubleshootAdvice ? (
          <FixExplanation kind="advice" text={result.troubleshootAdvice} version={null} />
        ) : result.explanation ? (
          <FixExplanation kind="explanation" text={result.explanation} version={result.version} />
        ) : null}
      </Stack>
    </Card>
  );
}
