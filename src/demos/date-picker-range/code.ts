import { datePickerCode } from "../../widgets/date-picker/code"

export default datePickerCode("range", "DatePickerRange")
