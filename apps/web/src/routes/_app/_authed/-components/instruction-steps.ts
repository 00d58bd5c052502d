import type { Icon } from '@tabler/icons-react';
import { IconDatabase, IconLayoutGrid, IconMessage2 } from '@tabler/icons-react';

export type InstructionStep = {
  value: 'collections' | 'elements' | 'request';
  label: string;
  icon: Icon;
  title: string;
  description: string;
};

/** The builder's three tabs, in order; each but the last has a Next button. */
export const INSTRUCTION_STEPS: readonly InstructionStep[] = [
  {
    value: 'collections',
    label: 'Collections',
    icon: IconDatabase,
    title: 'No collections yet',
    description: 'Add the CMS collections and field keys your page reads or writes.',
  },
  {
    value: 'elements',
    label: 'Page Elements',
    icon: IconLayoutGrid,
    title: 'No page elements yet',
    description: 'List the element IDs on your page and how they nest inside each other.',
  },
  {
    value: 'request',
    label: 'Request',
    icon: IconMessage2,
    title: 'Describe your request',
    description: 'Say what the page should do; reference code is optional.',
  },
];
