import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@/app/console/console.css";

// Every back-office page (operators' own users): the console's stylesheet and UI kit, its own title pattern.
export const metadata: Metadata = {
  title: { template: "%s · Back office", default: "Back office" },
  robots: { index: false, follow: false },
};

export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return <div className="c-root">{children}</div>;
}
