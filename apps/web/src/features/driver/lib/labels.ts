import type { PointStatus, RecipientRelation, RouteStatus } from '@dme/contract';

// The contract names these statuses and relations but labels only the failure reasons; the phone's wording is here.

export const ROUTE_STATUS_LABELS: Readonly<Record<RouteStatus, string>> = {
  planned: 'Planned',
  loaded: 'Loaded',
  in_progress: 'In progress',
  completed: 'Completed',
};
export const ROUTE_STATUS_COLORS: Readonly<Record<RouteStatus, string>> = {
  planned: 'gray',
  loaded: 'blue',
  in_progress: 'yellow',
  completed: 'green',
};

export const POINT_STATUS_LABELS: Readonly<Record<PointStatus, string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Not delivered',
};
export const POINT_STATUS_COLORS: Readonly<Record<PointStatus, string>> = {
  pending: 'gray',
  delivered: 'green',
  failed: 'red',
};

export const RECIPIENT_RELATION_LABELS: Readonly<Record<RecipientRelation, string>> = {
  self: 'Patient (self)',
  spouse: 'Spouse',
  parent: 'Parent',
  child: 'Child',
  caregiver: 'Caregiver',
  facility_staff: 'Facility staff',
  other: 'Other',
};
