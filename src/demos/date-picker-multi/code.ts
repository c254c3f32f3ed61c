import { datePickerCode } from "../../widgets/date-picker/code"

export default datePickerCode("multiple", "DatePickerMultiple")
