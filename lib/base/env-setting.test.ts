import { afterEach, describe, expect, it } from "vitest";
import { booleanSetting } from "./env-setting";

// The on/off switch of settings such as STAFF_ADMIN_TOTP_REQUIRED: only 1/0/true/false, anything else a
// configuration error rather than a silent default (a typo must not turn a security requirement off).

const NAME = "GP_TEST_BOOLEAN_SETTING";

describe("booleanSetting", () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it("reads 1/true as on and 0/false as off, unset as the default", () => {
    expect(booleanSetting(NAME, false)).toBe(false);
    expect(booleanSetting(NAME, true)).toBe(true);
    for (const [raw, value] of [
      ["1", true],
      ["TRUE", true],
      [" 0 ", false],
      ["false", false],
    ] as const) {
      process.env[NAME] = raw;
      expect(booleanSetting(NAME, !value), raw).toBe(value);
    }
  });

  it("refuses anything else as a configuration error", () => {
    process.env[NAME] = "yes";
    expect(() => booleanSetting(NAME, false)).toThrow(expect.objectContaining({ code: "configuration_error" }));
  });
});
