import { DatePickerDemo } from "../../widgets/date-picker/DatePickerDemo"

export default function DatePickerRangePage() {
  return <DatePickerDemo selectionMode="range" />
}
