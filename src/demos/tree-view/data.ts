/** A file-system node of the /tree-view sample tree; a node with `children` is a branch. */
export type FileNode = { id: string; name: string; children?: FileNode[]; disabled?: boolean }

/** The sample tree of the /tree-view page, under a hidden root. */
export const documentsTree: FileNode = {
  id: "ROOT",
  name: "",
  children: [
    {
      id: "node_modules",
      name: "node_modules",
      children: [
        { id: "node_modules/zag-js", name: "zag-js" },
        { id: "node_modules/pandacss", name: "panda" },
        {
          id: "node_modules/@types",
          name: "@types",
          children: [
            { id: "node_modules/@types/react", name: "react" },
            { id: "node_modules/@types/react-dom", name: "react-dom" },
          ],
        },
      ],
    },
    {
      id: "src",
      name: "src",
      children: [
        { id: "src/app.tsx", name: "app.tsx" },
        { id: "src/index.ts", name: "index.ts" },
      ],
    },
    { id: "panda.config", name: "panda.config.ts" },
    { id: "package.json", name: "package.json" },
    { id: "renovate.json", name: "renovate.json" },
    { id: "readme.md", name: "README.md" },
  ],
}
