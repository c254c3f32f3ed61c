import { DatePickerDemo } from "../../widgets/date-picker/DatePickerDemo"

export default function DatePickerMultiPage() {
  return <DatePickerDemo selectionMode="multiple" />
}
