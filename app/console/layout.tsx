import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./console.css";

// Every console page, signed in or not: the console's stylesheet and its title pattern.
export const metadata: Metadata = {
  title: { template: "%s · Staff console", default: "Staff console" },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="c-root">{children}</div>;
}
