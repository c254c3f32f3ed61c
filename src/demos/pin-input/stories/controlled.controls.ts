import { pinInputControls } from "../controls"

export default pinInputControls
