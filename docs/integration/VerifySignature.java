// Wallet callback signature check in Java 17 (JDK only), run against the published test vectors:
//   java docs/integration/VerifySignature.java [path/to/wallet-signature-test-vectors.json]
// Single-file launch: no build step. Prints one line per vector and exits 1 unless every valid vector verifies
// and every invalid one is refused. The small JSON reader at the bottom only exists because the JDK has none.

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class VerifySignature {
    static final long MAX_AGE_SECONDS = 300;

    /**
     * True when the callback is authentic and fresh. rawBody is the request body exactly as received (for example
     * request.getInputStream().readAllBytes()), never a re-serialisation of parsed JSON.
     */
    static boolean verifyCallback(String secret, String timestamp, String signature, byte[] rawBody, long nowSeconds) throws Exception {
        if (timestamp == null || !timestamp.matches("\\d{1,12}")) return false;
        if (Math.abs(nowSeconds - Long.parseLong(timestamp)) > MAX_AGE_SECONDS) return false;
        if (signature == null || !signature.matches("[0-9a-fA-F]{64}")) return false;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
        byte[] expected = mac.doFinal(rawBody);
        // MessageDigest.isEqual is constant time; String.equals on hex would leak how many leading characters match.
        return MessageDigest.isEqual(expected, HexFormat.of().parseHex(signature));
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        Path path = args.length > 0 ? Path.of(args[0]) : Path.of("docs/wallet-signature-test-vectors.json");
        Map<String, Object> vectors = (Map<String, Object>) new Json(Files.readString(path, StandardCharsets.UTF_8)).value();
        int failures = 0;
        int total = 0;
        for (String group : List.of("valid", "invalid")) {
            boolean mustVerify = group.equals("valid");
            for (Object item : (List<Object>) vectors.get(group)) {
                Map<String, Object> vector = (Map<String, Object>) item;
                String timestamp = (String) vector.get("timestamp");
                boolean verified = verifyCallback(
                    (String) vector.get("secret"),
                    timestamp,
                    (String) vector.get("signature"),
                    ((String) vector.get("body")).getBytes(StandardCharsets.UTF_8),
                    // The vectors' timestamps are fixed: "now" is the vector's own time, as the vectors file asks.
                    Long.parseLong(timestamp));
                boolean ok = verified == mustVerify;
                total++;
                if (!ok) failures++;
                System.out.printf("%s %-7s %-20s %s%n", ok ? "ok  " : "FAIL", group, vector.get("name"), verified ? "verified" : "refused");
            }
        }
        System.out.println(failures == 0 ? "java: all " + total + " vectors as expected" : "java: " + failures + " of " + total + " vectors wrong");
        System.exit(failures == 0 ? 0 : 1);
    }

    /** Just enough JSON for the vectors file: objects, arrays, strings with escapes, numbers, literals. */
    static final class Json {
        private final String text;
        private int at;

        Json(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            char c = text.charAt(at);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            for (String word : List.of("true", "false", "null")) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            int start = at;
            while (at < text.length() && "+-.0123456789eE".indexOf(text.charAt(at)) >= 0) at++;
            if (start == at) throw new IllegalArgumentException("unexpected character at " + at);
            return text.substring(start, at);
        }

        private Map<String, Object> object() {
            Map<String, Object> result = new LinkedHashMap<>();
            at++;
            skipSpace();
            if (text.charAt(at) == '}') {
                at++;
                return result;
            }
            while (true) {
                skipSpace();
                String key = string();
                skipSpace();
                expect(':');
                result.put(key, value());
                skipSpace();
                if (text.charAt(at) == '}') {
                    at++;
                    return result;
                }
                expect(',');
            }
        }

        private List<Object> array() {
            List<Object> result = new ArrayList<>();
            at++;
            skipSpace();
            if (text.charAt(at) == ']') {
                at++;
                return result;
            }
            while (true) {
                result.add(value());
                skipSpace();
                if (text.charAt(at) == ']') {
                    at++;
                    return result;
                }
                expect(',');
            }
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = text.charAt(at++);
                if (c == '"') return out.toString();
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char escape = text.charAt(at++);
                switch (escape) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> out.append(escape); // \" \\ \/
                }
            }
        }

        private void expect(char c) {
            if (text.charAt(at) != c) throw new IllegalArgumentException("expected '" + c + "' at " + at);
            at++;
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }
    }
}
