import { RadioGroupModel } from "./radio-group.model"

// /segment-control is the fruit radio group (src/widgets/radio-group) with an indicator that slides to the
// checked item.
export class SegmentControlModel extends RadioGroupModel {
  /** Horizontal distance between the indicator and the item, once the slide has settled. */
  async indicatorOffsetFrom(id: string) {
    const [box, target] = await Promise.all([this.indicator.boundingBox(), this.item(id).boundingBox()])
    if (!box || !target) return Number.POSITIVE_INFINITY
    return Math.abs(box.x - target.x) + Math.abs(box.width - target.width)
  }
}
