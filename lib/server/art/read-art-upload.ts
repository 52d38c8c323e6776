import { artMaxBytes } from "@/lib/server/art/art-settings";
import { AppError } from "@/lib/base/errors";
import { readRequestBytes } from "@/lib/server/http/read-body-capped";

// The bytes of a console art upload: the raw request body, or the `file` field of a multipart form (what a
// drag-and-drop upload sends). Read as a stream with a cap, so an oversized upload is refused without buffering it.

// Multipart framing (boundaries, part headers) around the file itself.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export async function readArtUpload(request: Request): Promise<Uint8Array> {
  const maxBytes = artMaxBytes();
  const tooLarge = () => new AppError("payload_too_large", `Artwork must be at most ${maxBytes} bytes`);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data"))
    return readRequestBytes(request, maxBytes, tooLarge);

  const body = await readRequestBytes(request, maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("invalid_request", "The multipart body could not be read");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("missing_field", 'The form needs the image in a field named "file"');
  if (file.size > maxBytes) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
