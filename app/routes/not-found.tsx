// any path no page answers (404)
import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { notFoundMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default function NotFoundPage() {
  return <NotFound />;
}
