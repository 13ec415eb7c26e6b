// Public surface of the settings feature (issue 12): the company's tags (settings, on orders and patients, list
// filters) and the message texts the product sends.
export { settingsKeys } from './api/keys';
export { SettingsPage, SETTINGS_TABS, type SettingsTabKey } from './components/settings-page';
export { TagsSettings } from './components/tags-settings';
export { TextsSettings } from './components/texts-settings';
export { RecordTags, type RecordTagsProps } from './components/record-tags';
export { TagFilter, useTagFilter } from './components/tag-filter';
export { TagBadge } from './components/tag-badge';
