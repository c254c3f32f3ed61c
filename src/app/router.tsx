import { createBrowserRouter, type RouteObject } from "react-router"
import { demos } from "../demos/registry"
import { HomePage } from "./HomePage"
import { Layout } from "./Layout"
import { NotFoundPage } from "./NotFoundPage"
import { RouteError } from "./RouteError"

const demoRoutes: RouteObject[] = demos.map((demo) => ({
  path: demo.slug,
  lazy: async () => ({ Component: (await demo.load()).default }),
}))

export const router = createBrowserRouter([
  {
    path: "/",
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="route-loading" aria-busy="true" />,
    children: [{ index: true, element: <HomePage /> }, ...demoRoutes, { path: "*", element: <NotFoundPage /> }],
  },
])
