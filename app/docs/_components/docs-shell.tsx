import type { ReactNode } from "react";
import shell from "./docs-shell.module.css";

// The frame every docs page shares: the sidebar (its entries given by the page) and the main column. The sidebar's
// parts take the shell's class names (`shell.brand`, `shell.navGroup`, `shell.navList`).

export { shell };

export function DocsShell(props: {
  navLabel: string;
  nav: ReactNode;
  children: ReactNode;
  mainId?: string;
  mainClassName?: string;
}) {
  return (
    <div className={shell.page}>
      {/* The root layout leaves the browser's default body margin; the docs are edge to edge. */}
      <style href="docs-body" precedence="default">
        {"body{margin:0}"}
      </style>
      <nav className={shell.sidebar} aria-label={props.navLabel}>
        {props.nav}
      </nav>
      <main
        className={props.mainClassName ? `${shell.content} ${props.mainClassName}` : shell.content}
        id={props.mainId}
      >
        {props.children}
      </main>
    </div>
  );
}
