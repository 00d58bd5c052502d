import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

import type { GeneratorPage } from './state/use-generator-page';

const GeneratorContext = createContext<GeneratorPage | null>(null);

/** The generator page's state for the panels below it, without threading it through each. */
export function GeneratorProvider({
  value,
  children,
}: {
  value: GeneratorPage;
  children: ReactNode;
}) {
  return <GeneratorContext.Provider value={value}>{children}</GeneratorContext.Provider>;
}

export function useGenerator(): GeneratorPage {
  const value = useContext(GeneratorContext);
  if (!value) throw new Error('useGenerator must be used inside GeneratorProvider');
  return value;
}
