/**
 * What the apps use of the router, and all that the shell shares of it. Module Federation shares a module whole, so
 * sharing `react-router-dom` itself sent the entire router (about 52 KB compressed) to every visitor of the landing
 * page. The apps' `react-router-dom` is this file instead (tsconfig paths; the shared singleton's `import` in
 * libs/build-config): the build keeps only what is named here, about 13 KB. A name missing here fails the
 * typecheck of the app that imports it; add it here (the shell then shares it with every remote).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, RouteObject } from 'react-router';
