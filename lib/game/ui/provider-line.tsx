import type { ReactElement } from "react";

/** `template` with `{provider}` filled by `name`, the name kept apart so that it keeps its own language. */
export function ProviderLine({ template, name }: { template: string; name: string }): ReactElement {
  const [before, after = ""] = template.split("{provider}");
  return (
    <span className="gp-provider">
      {before}
      {/* A brand is no word of the page's language: lang="" keeps e.g. Turkish upper-casing (i → İ) off it. */}
      <span lang="" data-testid="provider-name">
        {name}
      </span>
      {after}
    </span>
  );
}
