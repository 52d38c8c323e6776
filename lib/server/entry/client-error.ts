import { maxHeaderSize } from "node:http";
import { AppError } from "@/lib/base/errors";
import { entryErrorAnswer, entryErrorAnswerBytes } from "./entry-error-answer";

// A request Node's parser refused before any route could see it ("clientError"): the statuses Node itself would
// send (431 for a request line and headers over its limit, 408 for one that took too long, else 400), but with the
// contract's JSON error body instead of an empty one. No request object exists, so the path is unknown ("/").

function clientErrorOf(error: NodeJS.ErrnoException): AppError {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const limit = `${Math.round(maxHeaderSize / 1024)} KB`;
    return new AppError(
      "request_header_too_large",
      `The request's URL and headers together are larger than ${limit}; send a shorter URL (e.g. fewer query parameters) or fewer headers`,
    );
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
    return new AppError("request_timeout", "The request was not received in time");
  return new AppError("invalid_request", "The request is not well-formed HTTP/1.1");
}

export function clientErrorBytes(error: NodeJS.ErrnoException): Buffer {
  return entryErrorAnswerBytes(entryErrorAnswer(clientErrorOf(error), "/", {}));
}
