import { readFileSync } from "node:fs";
import path from "node:path";

// The published wallet-signature test vectors (docs/wallet-signature-test-vectors.json), read by our unit tests and
// by the integration guide's tests of its verifiers in other languages.

export const SIGNATURE_TEST_VECTORS_PATH = path.resolve("docs/wallet-signature-test-vectors.json");

export interface SignatureTestVector {
  name: string;
  secret: string;
  timestamp: string;
  body: string;
  signature: string;
}

export function readSignatureTestVectors(): { valid: SignatureTestVector[]; invalid: SignatureTestVector[] } {
  return JSON.parse(readFileSync(SIGNATURE_TEST_VECTORS_PATH, "utf8")) as {
    valid: SignatureTestVector[];
    invalid: SignatureTestVector[];
  };
}
