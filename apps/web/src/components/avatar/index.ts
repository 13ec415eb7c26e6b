export { Avatar, getInitials, initialsFontSize, type AvatarProps } from './avatar';
