import { plainAnswer } from "~/desk/desk-route.server";

/** An address under /desk that is no desk page: the desk's own 404. */
export function loader(): never {
  throw plainAnswer(404, "There is no desk page at this address.");
}

export function action(): never {
  throw plainAnswer(404, "There is no desk page at this address.");
}

export default function DeskNotFound() {
  return null;
}
