import { createContext, useContext, type ReactNode } from 'react';
import type { AppData, ShopSettings } from './types';

export interface AppDataValue extends AppData {
  /** Shop name, phone, e-mail, address, social links and shipping figures from the server's settings. */
  settings: ShopSettings;
}

const AppDataContext = createContext<AppDataValue | null>(null);

/** Hands the root loader's once-per-visit data to every component. */
export function AppDataProvider({ value, children }: { value: AppDataValue; children: ReactNode }) {
  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}

export function useAppData(): AppDataValue {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData must be used within an AppDataProvider');
  return value;
}
