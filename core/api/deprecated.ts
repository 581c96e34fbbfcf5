// The names 0.2 exported from sztx-widgets/core for wire shapes that core/api now maps to
// records (CHANGELOG "Deprecated"): kept for one minor release, removed in 0.4.

import type * as Account from './account/wire';
import type * as Apply from './apply/wire';
import type { Area } from './directory/records';
import type * as Directory from './directory/wire';
import type { OrderKind } from './payment/records';

/** @deprecated The wire row of `member/{userId}/association`; `getMemberships` answers `AssociationMembership`. */
export type Membership = Account.Membership;
/** @deprecated The wire row of `coustomJoin` select; `selectApplication` answers an `Application`. */
export type ApplyRecord = Apply.ApplyRecord;
/** @deprecated The wire body of an application; `addApplication` / `updateApplication` take an `ApplicationForm`. */
export type ApplyPayload = Apply.ApplyPayload;
/** @deprecated The wire row of `areaData/list`; `listAreas` answers `Area`. */
export type AreaItem = Directory.AreaItem;
/** @deprecated Use `Area` (`listAreas`). */
export type Region = Area;
/** @deprecated Use `OrderKind`. */
export type OrderType = OrderKind;
