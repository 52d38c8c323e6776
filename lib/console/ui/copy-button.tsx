"use client";

import { useState } from "react";
import { Button } from "./button";
import { useToast } from "./toast";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Plain-HTTP consoles (no secure context) still copy through a temporary selection.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("The browser refused to copy; select the text and copy it by hand.");
}

export function CopyButton({
  value,
  label = "Copy",
  size = "sm",
}: {
  value: string;
  label?: string;
  size?: "sm" | "md";
}) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();
  return (
    <Button
      size={size}
      icon={copied ? "check" : "copy"}
      onClick={async () => {
        try {
          await copyText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch (error) {
          toast.error("Could not copy", error);
        }
      }}
      aria-label={copied ? "Copied" : label}
    >
      {copied ? "Copied" : label}
    </Button>
  );
}
