// the three date picker demos share one widget and its controls
export { datePickerControls } from "../../widgets/date-picker/controls"
