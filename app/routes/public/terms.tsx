import { data } from "react-router";
import { NotFoundPage } from "../../components/not-found-page.tsx";

// Placeholder while this page is being built: the 404 page, with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export default function Placeholder() {
  return <NotFoundPage />;
}
