import { DatePickerDemo } from "../../widgets/date-picker/DatePickerDemo"

export default function DatePickerPage() {
  return <DatePickerDemo selectionMode="single" />
}
