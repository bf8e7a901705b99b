// any path no page answers (404)
import { data } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { fullTitle } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: fullTitle("Page Not Found") },
  { name: "description", content: "The page you are looking for could not be found." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound />;
}
