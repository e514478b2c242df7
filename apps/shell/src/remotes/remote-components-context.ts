import { createContext, useContext } from 'react';
import type { RemoteComponents } from './remote-components.js';

export const RemoteComponentsContext = createContext<RemoteComponents | null>(null);

export function useRemoteComponents(): RemoteComponents {
  const components = useContext(RemoteComponentsContext);
  if (!components) throw new Error('RemoteComponentsContext is missing');
  return components;
}
