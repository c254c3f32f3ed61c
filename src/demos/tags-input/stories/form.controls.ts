import { tagsInputControls } from "../controls"

export default tagsInputControls
