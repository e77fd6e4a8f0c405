import { data } from "react-router";
import { ErrorPage } from "#app/components/errors/error-page.tsx";
import type { Route } from "./+types/not-found";

/** Any unknown path: the 404 page with a real 404 status. */
export function loader(_: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} kind="not-found" />;
}
