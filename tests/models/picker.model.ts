import { ZagModel } from "./model"

/** A picker with a typed field: its field, the button that opens its popup, the popup (portalled), and Clear. */
export class FieldPickerModel extends ZagModel {
  /** The field (both fields of a range picker). */
  get input() {
    return this.part("input")
  }

  get trigger() {
    return this.part("trigger")
  }

  get content() {
    return this.portalled("content")
  }

  get clearTrigger() {
    return this.part("clear-trigger")
  }
}
