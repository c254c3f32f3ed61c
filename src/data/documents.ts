/** "Docs-5" (stories.md, Part B): the rows of the multiple-trigger story, each row's id its trigger's value. */
export type Doc = { id: string; name: string; type: string; size: string; modified: string }

export const documents: readonly Doc[] = [
  { id: "1", name: "Project Proposal.pdf", type: "PDF", size: "2.4 MB", modified: "2024-03-12" },
  { id: "2", name: "Budget 2024.xlsx", type: "Excel", size: "856 KB", modified: "2024-03-10" },
  { id: "3", name: "Meeting Notes.docx", type: "Word", size: "124 KB", modified: "2024-03-08" },
  { id: "4", name: "Design Mockups.fig", type: "Figma", size: "4.2 MB", modified: "2024-03-05" },
  { id: "5", name: "Code Review.md", type: "Markdown", size: "45 KB", modified: "2024-03-01" },
]
