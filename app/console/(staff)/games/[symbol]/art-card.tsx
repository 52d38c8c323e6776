"use client";

import { graphql } from "@/graphql/generated/client";
import type { GameArtFieldsFragment } from "@/graphql/generated/client/graphql";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { signInHref } from "@/lib/console/console-routes";
import { formatBytes } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Icon } from "@/lib/console/ui/icons";
import { Alert } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import "./art-card.css";

// A game's thumbnail: what the public art endpoint serves now (the upload, or the generated SVG fallback), and a
// drop zone to replace it. The server decides the type from the bytes, enforces the size limit and sanitises SVG;
// the page shows its verdict as it is.

export const GameArtFields = graphql(`
  fragment GameArtFields on GameArt {
    uploaded
    contentType
    size
    sha256
    uploadedBy
    uploadedAt
    url
    uploadPath
  }
`);

interface UploadError {
  title: string;
  detail: string;
}

const UPLOAD_ERROR_TITLES: Record<string, string> = {
  unsupported_media_type: "Not a supported image",
  payload_too_large: "The file is too large",
  invalid_request: "The file was refused",
  // The server's detail says why (a viewer's role, or a request from another address): the title must not guess.
  forbidden: "Upload refused",
};

async function uploadArt(path: string, file: File): Promise<{ contentType: string; size: number }> {
  const response = await fetch(path, {
    method: "POST",
    body: file,
    // The server decides the real type from the bytes; this header only says "raw bytes, not a form".
    headers: { "content-type": file.type || "application/octet-stream" },
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as
    | { success: true; data: { contentType: string; size: number } }
    | { success: false; detail?: string; error?: string }
    | null;
  if (response.status === 401) window.location.assign(signInHref(window.location.pathname));
  if (body && body.success) return body.data;
  const code = body?.error ?? (response.status === 413 ? "payload_too_large" : "invalid_request");
  const failure: UploadError = {
    title: UPLOAD_ERROR_TITLES[code] ?? "Upload failed",
    detail: body?.detail ?? `The server answered ${response.status}.`,
  };
  throw failure;
}

export function ArtCard({
  symbol,
  title,
  art,
  reload,
}: {
  symbol: string;
  title: string;
  art: GameArtFieldsFragment;
  reload: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const file = chosen?.file ?? null;
  const previewUrl = chosen?.previewUrl ?? null;
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UploadError | null>(null);

  // The local preview lives as long as its file is chosen.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  function choose(files: FileList | null) {
    setError(null);
    const next = files?.[0];
    setChosen(next ? { file: next, previewUrl: URL.createObjectURL(next) } : null);
  }

  function clear() {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (canEdit) choose(event.dataTransfer.files);
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await uploadArt(art.uploadPath, file);
      const sanitized = stored.contentType === "image/svg+xml" ? " (SVG sanitised)" : "";
      toast.success("Artwork uploaded", `${stored.contentType} · ${formatBytes(stored.size)}${sanitized}`);
      clear();
      await reload();
    } catch (caught) {
      const failure =
        caught && typeof caught === "object" && "title" in caught
          ? (caught as UploadError)
          : { title: "Upload failed", detail: String(caught) };
      // Said once, next to the drop zone; the refused file's preview goes, so the frame shows the art operators get.
      clear();
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  // The sha256 in the address makes the browser fetch a replaced image instead of its cached copy.
  const servedUrl = `${art.url}${art.sha256 ? `?v=${art.sha256.slice(0, 12)}` : ""}`;
  return (
    <Card labelledBy="art-title" testId="game-art">
      <CardHeader id="art-title" title="Thumbnail art" subtitle="Served publicly to every operator's catalog." />
      <CardBody>
        <div className="c-form">
          <figure style={{ margin: 0 }}>
            <div className="c-art-frame">
              {/* eslint-disable-next-line @next/next/no-img-element -- the public art endpoint, shown exactly as operators get it */}
              <img
                src={previewUrl ?? servedUrl}
                alt={previewUrl ? `Preview of ${file?.name}` : `${title} thumbnail`}
                data-testid="art-image"
              />
            </div>
            <figcaption className="c-art-caption" data-testid="art-caption">
              {previewUrl && file ? (
                <>
                  <Badge tone="info">preview</Badge> {file.name} · {formatBytes(file.size)} — not uploaded yet
                </>
              ) : art.uploaded ? (
                <>
                  <Badge tone="success">uploaded</Badge> {art.contentType} · {formatBytes(art.size)}
                  {art.uploadedBy ? ` · ${art.uploadedBy}` : ""} · <TimeText value={art.uploadedAt} />
                </>
              ) : (
                <>
                  <Badge tone="neutral">fallback</Badge> No upload: operators get an SVG generated from the title.
                </>
              )}
            </figcaption>
          </figure>

          {error ? (
            <div data-testid="art-error">
              <Alert tone="danger" title={error.title}>
                {error.detail}
              </Alert>
            </div>
          ) : null}

          <div
            className="c-dropzone"
            data-dragging={dragging}
            data-disabled={!canEdit}
            onDragOver={(event) => {
              event.preventDefault();
              if (canEdit) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="art-dropzone"
          >
            <span className="c-dropzone-icon">
              <Icon name="upload" size={20} />
            </span>
            <strong>Drop an image here</strong>
            <span className="c-small c-muted">
              PNG, JPEG, WebP or SVG · up to 2 MB · the type is read from the file itself; SVG is sanitised
            </span>
            <label
              htmlFor={inputId}
              className="c-button c-button-secondary c-button-sm"
              aria-disabled={!canEdit}
              title={canEdit ? undefined : VIEWER_HINT}
              style={{ marginTop: 4 }}
            >
              <Icon name="image" size={15} /> Choose file
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              className="c-sr-only"
              disabled={!canEdit}
              onChange={(event) => choose(event.target.files)}
              data-testid="art-input"
            />
          </div>

          {file ? (
            <div className="c-row" style={{ justifyContent: "flex-end" }}>
              <Button
                onClick={() => {
                  clear();
                  setError(null);
                }}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button
                variant="primary"
                icon="upload"
                busy={busy}
                onClick={() => void upload()}
                disabled={!canEdit}
                data-testid="art-upload"
              >
                Upload artwork
              </Button>
            </div>
          ) : null}

          <div className="c-small c-muted">
            Public address:{" "}
            <a href={art.url} target="_blank" rel="noreferrer" className="c-mono" data-testid="art-public-url">
              /api/provider/v1/game-art/{symbol}
            </a>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
