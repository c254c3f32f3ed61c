import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [react()],
  build: { target: "es2022", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  preview: { port: 4173, strictPort: true },
})
