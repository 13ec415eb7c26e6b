/**
 * Every number and text the spec fixes for the shared widgets (foundation §4, §5, §8, §9), stated once.
 * Widgets read their defaults from here; tests assert what the widgets render, so a change here shows up there.
 */

/** Data table defaults (foundation §9). */
export const TABLE = {
  rowsPerPage: 25,
  rowsPerPageOptions: [25, 50, 100],
  rowsPerPageLabel: 'rows per page:',
  ofLabel: 'of',
  indexWidth: 60,
  indexSymbol: '#',
  expandWidth: 36,
  /** Not in the spec: the row checkbox column. */
  selectWidth: 40,
  minHeight: 180,
  color: 'green',
  emptyText: 'No Available Data',
  /** Button pagination: at most this many slots (numbers and ellipses) between the arrows. */
  maxPageSlots: 7,
  settingsTitle: 'Table settings',
  showAllLabel: 'Show All',
  filtersTitle: 'Table filters',
  addFiltersLabel: 'Add Filters',
  /** Client-side lists from this many rendered rows on are virtualised. */
  virtualizeFrom: 200,
  virtualRowHeight: 41,
  virtualMaxHeight: 600,
} as const;

/** Modal fade (foundation §4): content unmounts after it. */
export const MODAL_TRANSITION_MS = 300;

/** Confirm dialog (foundation §9). */
export const CONFIRM = {
  title: 'Please, confirm action',
  text: 'Are you sure?',
  confirmLabel: 'Yes',
  cancelLabel: 'Cancel',
} as const;

/** Avatar initials (foundation §9): up to 3 words, one letter each; font size by letter count. */
export const AVATAR = {
  maxInitials: 3,
  fontSizes: { 1: 16, 2: 13, 3: 10 } as Readonly<Record<number, number>>,
} as const;

export const BOOLEAN_TOGGLE_LABELS = { yes: 'Yes', no: 'No' } as const;
export const SWITCH_LABELS = { on: 'ON', off: 'OFF' } as const;

export const CARD_LABELS = { edit: 'Edit Info', save: 'Save changes', cancel: 'Cancel' } as const;

export const TEXTAREA_ROWS = 5;
/** Distance between a select's field and its dropdown, px. */
export const DROPDOWN_OFFSET = 6;
export const SELECT_FIELDS = { id: 'id', text: 'title' } as const;
/** Joins a list of error messages for one field. */
export const ERROR_SEPARATOR = ', ';
/** After a successful form submit the success flag resets after this delay (foundation §5). */
export const SUCCESS_FLAG_MS = 2000;

/** Quantity input bounds default (foundation §5). */
export const QUANTITY = { min: 0, max: 0 } as const;

export const PIN_LENGTH = 4;

/** signature_pad options (foundation §9). */
export const SIGNATURE_PAD_OPTIONS = {
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
  penColor: 'black',
  /** Not in the spec: opaque white, so a jpeg export is not black (signature_pad's own advice). */
  backgroundColor: 'rgb(255, 255, 255)',
} as const;
export const SIGNATURE_IMAGE_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const;
export const SIGNATURE_TEXTS = {
  clear: 'Clear',
  unsupportedImage: 'Only png, jpeg or svg images can be loaded into the signature pad.',
  unavailable: 'Signing is not available in this browser.',
} as const;

/** Popover and tooltip timing (foundation §9). */
export const POPOVER = {
  /** A touch that moves at most this far (px) between down and up is a tap. */
  touchTolerance: 20,
  /** After an auto-close, the trigger cannot reopen the popover for this long (ms). */
  reshowBlockMs: 300,
  tooltipOpenDelay: 0,
  tooltipCloseDelay: 0,
} as const;
