#!/usr/bin/env python3
"""Wallet callback signature check in Python 3 (standard library only), run against the published test vectors:

    python3 docs/integration/verify-signature.py [path/to/wallet-signature-test-vectors.json]

Prints one line per vector and exits 1 unless every valid vector verifies and every invalid one is refused.
"""
import hashlib
import hmac
import json
import pathlib
import re
import sys

MAX_AGE_SECONDS = 300


def verify_callback(secret: str, timestamp: str, signature: str, raw_body: bytes, now_seconds: int) -> bool:
    """True when the callback is authentic and fresh.

    raw_body is the request body exactly as received (e.g. Flask's request.get_data(), Django's request.body),
    never json.dumps() of the parsed object.
    """
    if not re.fullmatch(r"\d{1,12}", timestamp or ""):
        return False
    if abs(now_seconds - int(timestamp)) > MAX_AGE_SECONDS:
        return False
    if not re.fullmatch(r"[0-9a-fA-F]{64}", signature or ""):
        return False
    expected = hmac.new(secret.encode("utf-8"), timestamp.encode("ascii") + b"." + raw_body, hashlib.sha256).digest()
    # compare_digest is constant time; == on the hex strings would leak how many leading characters match.
    return hmac.compare_digest(expected, bytes.fromhex(signature))


def main() -> int:
    default = pathlib.Path(__file__).resolve().parent.parent / "wallet-signature-test-vectors.json"
    path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else default
    vectors = json.loads(path.read_text(encoding="utf-8"))
    failures = 0
    for group, must_verify in (("valid", True), ("invalid", False)):
        for vector in vectors[group]:
            verified = verify_callback(
                vector["secret"],
                vector["timestamp"],
                vector["signature"],
                vector["body"].encode("utf-8"),
                # The vectors' timestamps are fixed: "now" is the vector's own time, as the vectors file asks.
                int(vector["timestamp"]),
            )
            ok = verified == must_verify
            failures += 0 if ok else 1
            print(f"{'ok  ' if ok else 'FAIL'} {group:<7} {vector['name']:<20} {'verified' if verified else 'refused'}")
    total = len(vectors["valid"]) + len(vectors["invalid"])
    print(f"python: all {total} vectors as expected" if failures == 0 else f"python: {failures} of {total} vectors wrong")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
