import type { AddressLabel } from '@dhatu/domain';
import { Briefcase, Home, MapPin, type LucideIcon } from 'lucide-react';

/** The picture beside each address label (Home, Work, Other). */
export const LABEL_ICONS: Record<AddressLabel, LucideIcon> = { Home, Work: Briefcase, Other: MapPin };
