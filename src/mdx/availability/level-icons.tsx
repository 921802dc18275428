import type { ReactNode } from 'react';
import type { AvailabilityLevel } from '../../../config/plan-features';
import { BuildingIcon, CheckIcon, CrossIcon, FlaskIcon, LockIcon, PlusIcon } from '../icons';

/** One icon per availability level, shared by the docs banner and the pricing table. */
export const LEVEL_ICONS: Record<AvailabilityLevel, () => ReactNode> = {
  full: CheckIcon,
  ee: BuildingIcon,
  'team-add-on': PlusIcon,
  'private-beta': LockIcon,
  'public-beta': FlaskIcon,
  'not-available': CrossIcon,
};
