export { AnglePicker, type AnglePickerProps } from './angle-picker';
export { ChoiceChips, type ChoiceChipsProps, type ChoiceOption } from './choice-chips';
export { MdiIcon } from './mdi-icon';
export { OrderedScale, type OrderedScaleProps } from './ordered-scale';
export { SelectField } from './select-field';
export { SettingsSelect, type SettingsSelectProps } from './settings-select';
export { visuallyHidden } from './visually-hidden';
export { PageHeading, type PageHeadingProps } from './page-heading';
