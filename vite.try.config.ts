import base from "/work/main/vite.config.ts"
import { mergeConfig } from "vite"
export default mergeConfig(base, { build: { sourcemap: true, outDir: "/tmp/dist-sm", emptyOutDir: true } })
