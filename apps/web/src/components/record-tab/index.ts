export { RecordTab, type RecordTabProps } from './record-tab';
export { RecordForm, useRecordForm, type RecordFormProps } from './record-form';
