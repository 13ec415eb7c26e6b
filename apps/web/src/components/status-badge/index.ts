export { StatusBadge, statusColor, type StatusBadgeProps } from './status-badge';
