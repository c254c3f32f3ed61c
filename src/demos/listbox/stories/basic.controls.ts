// the component's set L
import { listboxControls } from "./listboxControls"

export default listboxControls
