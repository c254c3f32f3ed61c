// the component's set S, as the basic story has it
import { selectControls } from "../controls"

export default selectControls
