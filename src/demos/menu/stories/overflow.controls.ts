// the component's set M (the spec's menu heading): closeOnSelect (on), loopFocus
import { menuControls } from "../controls"

export default menuControls
