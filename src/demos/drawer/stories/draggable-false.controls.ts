// the component's set DR (the spec's drawer heading)
import { drawerSetDR } from "./drawerControls"

export default drawerSetDR
