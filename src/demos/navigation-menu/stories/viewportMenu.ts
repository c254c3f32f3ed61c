/** The viewport story's sample site: three panels of links, each panel its own width (the shared viewport follows it). */
export type MenuLink = { id: string; label: string; blurb: string }
export type MenuPanel = { value: string; label: string; width: number; columns: readonly [MenuLink[], MenuLink[]] }

export const viewportMenu: readonly MenuPanel[] = [
  {
    value: "products",
    label: "Products",
    width: 600,
    columns: [
      [
        { id: "analytics", label: "Analytics Platform", blurb: "Dashboards and reports for every team" },
        { id: "engagement", label: "Customer Engagement", blurb: "Messages that reach people where they are" },
        { id: "automation", label: "Marketing Automation", blurb: "Campaigns that run on their own" },
      ],
      [
        { id: "integration", label: "Data Integration", blurb: "Connect the tools you already use" },
        { id: "enterprise", label: "Enterprise Solutions", blurb: "Single sign-on, audit logs, support" },
        { id: "api", label: "API Documentation", blurb: "Build on the platform" },
      ],
    ],
  },
  {
    value: "company",
    label: "Company",
    width: 450,
    columns: [
      [
        { id: "about", label: "About Us", blurb: "Who we are" },
        { id: "leadership", label: "Leadership Team", blurb: "The people in charge" },
      ],
      [
        { id: "careers", label: "Careers", blurb: "Open roles" },
        { id: "press", label: "Press Releases", blurb: "News and logos" },
      ],
    ],
  },
  {
    value: "developers",
    label: "Developers",
    width: 650,
    columns: [
      [
        { id: "investors", label: "Investors", blurb: "Reports and results" },
        { id: "partners", label: "Partners", blurb: "Build and sell with us" },
      ],
      [
        { id: "responsibility", label: "Corporate Responsibility", blurb: "How we work, and for whom" },
        { id: "status", label: "System Status", blurb: "Uptime of every service" },
      ],
    ],
  },
]
