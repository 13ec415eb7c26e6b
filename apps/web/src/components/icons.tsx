import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Small stroke icons for the shared widgets (no icon library is installed); always decorative. */
function icon(path: string) {
  return function Icon({ size = 16, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const ChevronLeftIcon = icon('M15 6l-6 6 6 6');
export const ChevronRightIcon = icon('M9 6l6 6-6 6');
export const ChevronDownIcon = icon('M6 9l6 6 6-6');
export const ChevronUpIcon = icon('M6 15l6-6 6 6');
export const SortIcon = icon('M8 9l4-4 4 4M16 15l-4 4-4-4');
export const SettingsIcon = icon('M4 6h16M4 12h16M4 18h16M8 4v4M16 10v4M10 16v4');
export const FilterIcon = icon('M4 4h16l-6 8v6l-4 2v-8z');
export const DownloadIcon = icon('M12 4v12M6 10l6 6 6-6M4 20h16');
export const PlusIcon = icon('M12 5v14M5 12h14');
export const MinusIcon = icon('M5 12h14');
export const TrashIcon = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
