import { type ComponentType, createElement } from "react";
import { islandNameAttribute, islandPropsAttribute } from "./island-attributes";
import type { IslandName, IslandProps } from "./registry";

type IslandArguments<Name extends IslandName> = {
  name: Name;
  /** The same component the registry loads under `name`; the server renders it here. */
  component: ComponentType<IslandProps<Name>>;
  props?: IslandProps<Name>;
};

/**
 * A component the browser brings to life on its own (app/entry.client.tsx): the
 * server renders it inside a box that adds nothing to the layout (`display:
 * contents`) and names it, with its props as JSON, so the browser can hydrate
 * exactly this markup. Props must therefore be plain data.
 */
export function Island<Name extends IslandName>({ name, component, props }: IslandArguments<Name>) {
  const attributes = { [islandNameAttribute]: name, [islandPropsAttribute]: props ? JSON.stringify(props) : undefined };
  return (
    <div {...attributes} className="contents">
      {createElement(component as ComponentType<object>, props as object | undefined)}
    </div>
  );
}
